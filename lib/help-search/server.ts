// The search route's parts, configured from the server's settings, one of each per process: the
// content client (never Next's data cache, and a time limit a visitor can wait for), the bounded
// cache of answers, fresh as the help tag's marks say, and the limit per visitor.
import 'server-only';
import { tags } from '../content/tags.ts';
import { type ContentClient, createContentClient } from '../content/client.ts';
import { contentClientOptions } from '../content/server-client.ts';
import { tagMarkedAt } from '../cache/tag-mark-reader.ts';
import { config } from '../config/index.ts';
import { countSearchLimited, watchSearchCache } from '../metrics/help-search.ts';
import { clientAddress } from '../draw/client-address.ts';
import type { RateDecision, RateLimiter } from '../rate-limit/rate-limit.ts';
import { sharedRedis } from '../redis/index.ts';
import { visitorKey } from '../visitor-key.ts';
import { AnswerCache } from './answer-cache.ts';
import { createSearchLimiter } from './limiter.ts';
import { createHelpSearch, searchCacheSeconds, searchTimeoutMs } from './search.ts';
import { uncachedFetch } from './uncached-fetch.ts';

function searchClient(): ContentClient {
  const { baseUrl, timeoutMs, signSecret } = contentClientOptions();
  return createContentClient({
    baseUrl,
    timeoutMs: Math.min(timeoutMs ?? searchTimeoutMs, searchTimeoutMs),
    fetch: uncachedFetch(signSecret),
  });
}

let client: ContentClient | undefined;
let cache: AnswerCache | undefined;
let limiter: RateLimiter | undefined;

function answerCache(): AnswerCache {
  if (cache) return cache;
  const made = new AnswerCache({
    ...config().helpSearch.cache,
    ttlMs: searchCacheSeconds * 1000,
    markedAt: () => tagMarkedAt(tags.help),
  });
  watchSearchCache(() => made.size);
  cache = made;
  return made;
}

/** One search for the whole server process, so identical queries in flight share one read. */
export const searchHelp = createHelpSearch({
  client: () => (client ??= searchClient()),
  cache: { answer: (key, read) => answerCache().answer(key, read) },
});

/** Counts a search against its visitor's limit (in Redis when there is one). */
export async function limitSearch(headers: Headers): Promise<RateDecision> {
  limiter ??= createSearchLimiter(config().helpSearch.rateLimit, sharedRedis());
  const decision = await limiter.hit(visitorKey(clientAddress(headers)));
  if (!decision.allowed) countSearchLimited();
  return decision;
}
