// The search route's parts, configured from the server's settings, one of each per process: the
// content client (never Next's data cache, and a time limit a visitor can wait for) and the
// bounded cache of answers, fresh as the help tag's marks say.
import 'server-only';
import { tags } from '../content/tags.ts';
import { type ContentClient, createContentClient } from '../content/client.ts';
import { contentClientOptions } from '../content/server-client.ts';
import { tagMarkedAt } from '../cache/tag-marks.ts';
import { config } from '../config/index.ts';
import { watchSearchCache } from '../metrics/help-search.ts';
import { AnswerCache } from './answer-cache.ts';
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
