// Leaves preview and returns to the same page, published: `?path=` names it (the preview bar
// sends the page it is on), the home page without one. A path that is not a page of the site
// is a 400 and changes nothing: no redirect leads anywhere else.
import type { NextRequest } from 'next/server';
import { methodNotAllowed, problem } from '#lib/http-problem.ts';
import { leaveDraftMode } from '#lib/preview/draft-cookie.ts';
import { pagePath } from '#lib/preview/page-path.ts';

const privateAnswer = { 'cache-control': 'private, no-store' };

export async function GET(request: NextRequest) {
  const paths = request.nextUrl.searchParams.getAll('path');
  const given = paths.length === 0 ? '/' : paths.length === 1 ? paths[0] : undefined;
  const path = given === undefined ? null : pagePath(given);
  if (path === null) {
    return problem(400, 'path must be one page of this site, such as /en/announcement/41', {
      headers: privateAnswer,
    });
  }
  await leaveDraftMode(request);
  return new Response(null, { status: 303, headers: { ...privateAnswer, location: path } });
}

const notAllowed = methodNotAllowed('GET');
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
