// What the search box tells of a search, chiefly the result the visitor opened. The JSON contract
// is at the top of lib/help-insights/endpoints/search-events.ts.
import { searchEventEndpoint } from '#lib/help-insights/server.ts';
import { methodNotAllowed } from '#lib/http-problem.ts';

export function POST(request: Request) {
  return searchEventEndpoint()(request);
}

const notAllowed = methodNotAllowed('POST', 'use POST /api/help/search-events', {
  headers: { 'cache-control': 'no-store' },
});
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
