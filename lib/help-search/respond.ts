// The search route's answers: JSON with a cache policy, and errors that say what went wrong
// without passing on the content service's body or a stack.
import { ContentTimeoutError } from '../content/errors.ts';
import { problem } from '../http-problem.ts';
import { log } from '../log.ts';
import type { RateDecision } from '../rate-limit/rate-limit.ts';
import { parseSearchQuery } from './query.ts';
import type { HelpSearch } from './search.ts';

/**
 * Browsers reuse an answer for 30 s, a shared cache in front of the site for 60 s (serving it
 * stale for another 60 s while it refreshes), matching the minute the server keeps it.
 */
export const searchCacheControl = 'public, max-age=30, s-maxage=60, stale-while-revalidate=60';

/** An error is never cached: the next try may well succeed. */
export const errorHeaders = { 'cache-control': 'no-store' };

function fail(status: number, message: string, headers: Record<string, string> = {}): Response {
  return problem(status, message, { headers: { ...errorHeaders, ...headers } });
}

const unlimited = async (): Promise<RateDecision> => ({ allowed: true, remaining: Infinity });

/**
 * GET /api/help/search: validates, counts the search against its visitor's limit, searches and
 * answers. A bad query is refused before it counts: it costs the visitor nothing.
 */
export async function answerSearch(
  url: URL,
  search: HelpSearch,
  limit: () => Promise<RateDecision> = unlimited,
): Promise<Response> {
  const parsed = parseSearchQuery(url.searchParams);
  if (!parsed.ok) return fail(400, parsed.error);
  const decision = await limit();
  if (!decision.allowed) {
    const seconds = String(decision.retryAfterS);
    return fail(429, `too many searches; try again in ${seconds} s`, { 'retry-after': seconds });
  }
  try {
    const body = await search(parsed.query);
    return new Response(body, {
      headers: { 'content-type': 'application/json', 'cache-control': searchCacheControl },
    });
  } catch (error) {
    // Logged for the operator; the visitor gets a short message and may retry.
    const { locale, page } = parsed.query;
    log.error('help search failed', { route: '/api/help/search', locale, page, cause: error });
    if (error instanceof ContentTimeoutError) {
      return fail(504, 'the help centre did not answer in time');
    }
    return fail(502, 'the help centre could not be searched');
  }
}
