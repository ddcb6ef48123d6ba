// GET /api/help/tree?locale=zh|en&typeId=N: the articles of every section of one help heading,
// for the tree of its pages, which carry only the open section's. Answered per request from the
// data cache (tagged like the pages, so the webhook's help tags refresh it): an invented id never
// becomes a cache entry. An editor in preview gets the drafts, which no cache may keep.
import { draftMode } from 'next/headers';
import { getHelpSubs } from '#lib/content/index.ts';
import { ContentTimeoutError, isNotFound } from '#lib/content/errors.ts';
import { treeArticlesOf, parseTreeQuery } from '#lib/help-tree/articles.ts';
import { methodNotAllowed, problem } from '#lib/http-problem.ts';
import { log } from '#lib/log.ts';

export const dynamic = 'force-dynamic';
export const fetchCache = 'default-cache';

/** As long as the search's answers: a browser and the edge may reuse one for a minute. */
const publicCache = 'public, max-age=60, s-maxage=60, stale-while-revalidate=60';
const errorHeaders = { 'cache-control': 'no-store' };

export async function GET(request: Request) {
  const parsed = parseTreeQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return problem(400, parsed.error, { headers: errorHeaders });
  const { locale, typeId } = parsed.query;
  try {
    const topic = await getHelpSubs({ locale, typeId });
    const { isEnabled: preview } = await draftMode();
    return Response.json(treeArticlesOf(topic), {
      headers: { 'cache-control': preview ? 'private, no-store' : publicCache },
    });
  } catch (error) {
    if (isNotFound(error)) {
      return problem(404, `no help heading ${typeId}`, { headers: errorHeaders });
    }
    log.error('help tree failed', { route: '/api/help/tree', locale, typeId, cause: error });
    if (error instanceof ContentTimeoutError) {
      return problem(504, 'the help centre did not answer in time', { headers: errorHeaders });
    }
    return problem(502, 'the help centre could not be read', { headers: errorHeaders });
  }
}

const notAllowed = methodNotAllowed('GET, HEAD', 'use GET /api/help/tree?locale=zh|en&typeId=…', {
  headers: errorHeaders,
});
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
