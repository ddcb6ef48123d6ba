// The help search for the browser, which never calls the content service itself. Validation,
// caching and the answer's shape live in lib/help-search/; the README documents the route.
import { answerSearch, problem } from '#lib/help-search/respond.ts';
import { searchHelp } from '#lib/help-search/server.ts';

export function GET(request: Request) {
  return answerSearch(new URL(request.url), searchHelp);
}

function methodNotAllowed() {
  return problem(405, 'use GET /api/help/search?q=…&locale=zh|en', { allow: 'GET, HEAD' });
}

export {
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
};
