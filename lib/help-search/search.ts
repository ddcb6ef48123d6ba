// The help search behind /api/help/search: one content read per distinct query, its answer kept
// as the JSON the route sends, in the search's own bounded cache (./answer-cache.ts), which also
// lets identical queries that arrive while one is read share its answer.
import type { ContentClient } from '../content/client.ts';
import { searchHelpArticles } from '../content/help.ts';
import { localizedPath } from '../navigation.ts';
import type { AnswerCache } from './answer-cache.ts';
import { searchPageSize } from './limits.ts';
import type { SearchQuery } from './query.ts';
import type { HelpSearchAnswer } from './types.ts';

/** Seconds a search answer is reused before the content service is asked again. */
export const searchCacheSeconds = 60;
/** A visitor waits at most this long for the search, even when pages may wait longer. */
export const searchTimeoutMs = 10_000;

type SearchArticles = typeof searchHelpArticles;

/** Runs of spaces mean nothing to the search: one form per query, so one cache entry. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/** The search's answer to a query, as JSON. */
export type HelpSearch = (query: SearchQuery) => Promise<string>;

export type HelpSearchOptions = {
  client: () => ContentClient;
  cache: Pick<AnswerCache, 'answer'>;
  searchArticles?: SearchArticles;
};

export function createHelpSearch({
  client,
  cache,
  searchArticles = searchHelpArticles,
}: HelpSearchOptions): HelpSearch {
  async function read(query: SearchQuery, keyword: string): Promise<string> {
    const found = await searchArticles(
      { locale: query.locale, keyword, page: query.page, pageSize: searchPageSize },
      client(),
    );
    const answer: HelpSearchAnswer = {
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
    return JSON.stringify(answer);
  }

  return (query) => {
    const keyword = normalizeKeyword(query.q);
    const key = JSON.stringify([query.locale, keyword, query.page]);
    return cache.answer(key, () => read(query, keyword));
  };
}
