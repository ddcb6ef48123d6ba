// The help search behind /api/help/search: one content read per distinct query, with identical
// queries that arrive while one is under way sharing its answer. The read itself is kept for a
// minute by Next's data cache (shared between instances when a shared cache handler is set) and
// tagged `help`, so the help webhook clears it with the pages.
import type { ContentClient } from '../content/client.ts';
import { searchHelpArticles } from '../content/help.ts';
import { localizedPath } from '../navigation.ts';
import type { SearchQuery } from './query.ts';
import type { HelpSearchAnswer } from './types.ts';
import { searchPageSize } from './limits.ts';

/** Seconds a search answer is reused before the content service is asked again. */
export const searchCacheSeconds = 60;
/** A visitor waits at most this long for the search, even when pages may wait longer. */
export const searchTimeoutMs = 10_000;

type SearchArticles = typeof searchHelpArticles;

/** Runs of spaces mean nothing to the search: one form per query, so one cache entry. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

export function createHelpSearch(
  client: () => ContentClient,
  searchArticles: SearchArticles = searchHelpArticles,
) {
  const inFlight = new Map<string, Promise<HelpSearchAnswer>>();

  async function load(query: SearchQuery, keyword: string): Promise<HelpSearchAnswer> {
    const found = await searchArticles(
      { locale: query.locale, keyword, page: query.page, pageSize: searchPageSize },
      client(),
    );
    return {
      keyword: found.keyword,
      total: found.total,
      page: found.page,
      pageSize: found.pageSize,
      items: found.items.map((hit) => ({
        id: hit.id,
        title: hit.title,
        excerpt: hit.excerpt,
        typeId: hit.typeId,
        subId: hit.subId,
        typeTitle: hit.typeTitle,
        subTitle: hit.subTitle,
        updateTime: hit.updateTime,
        path: localizedPath(query.locale, `/support/${hit.typeId}/${hit.id}`),
      })),
    };
  }

  return function search(query: SearchQuery): Promise<HelpSearchAnswer> {
    const keyword = normalizeKeyword(query.q);
    const key = JSON.stringify([query.locale, keyword, query.page]);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = load(query, keyword).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
