// The help search for the browser, which never calls the content service itself. Validation,
// the limit per visitor, caching and the answer's shape live in lib/help-search/.
import { answerSearch, errorHeaders } from '#lib/help-search/respond.ts';
import { methodNotAllowed } from '#lib/http-problem.ts';
import { limitSearch, searchHelp } from '#lib/help-search/server.ts';
import { noteHelpSearch } from '#lib/help-insights/server.ts';

export function GET(request: Request) {
  return answerSearch(
    new URL(request.url),
    async (query) => {
      const answer = await searchHelp(query);
      // For the content team's report: queued, never waited for, never failing the search.
      noteHelpSearch(request, query, answer);
      return answer;
    },
    () => limitSearch(request.headers),
  );
}

const notAllowed = methodNotAllowed('GET, HEAD', 'use GET /api/help/search?q=…&locale=zh|en', {
  headers: errorHeaders,
});
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
