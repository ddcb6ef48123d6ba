'use client';
// What the search shows for what the visitor has typed: the query waits for a pause in typing,
// cancels the previous request (react-query aborts the signal it hands to fetch), and keeps the
// previous results on screen while the next ones load.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { codePointLength, maxKeywordLength, maxSearchPage } from '#lib/help-search/limits.ts';
import type { HelpSearchAnswer } from '#lib/help-search/types.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useSteadyFlag } from '../use-steady-flag.ts';
import { fetchHelpSearch, SearchRateLimited } from './fetch-search.ts';

export const typingPauseMs = 250;
/** After this long a search still loading says that the service is slow. */
export const slowAfterMs = 3000;

export function useHelpSearch(locale: Locale, value: string) {
  const trimmed = value.trim();
  const tooLong = value.length >= maxKeywordLength || codePointLength(trimmed) > maxKeywordLength;
  const searchable = trimmed !== '' && codePointLength(trimmed) <= maxKeywordLength;
  const keyword = useDebouncedValue(searchable ? trimmed : '', typingPauseMs);

  const query = useInfiniteQuery({
    queryKey: ['help-search', locale, keyword],
    queryFn: ({ signal, pageParam }) => fetchHelpSearch(locale, keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const answer: HelpSearchAnswer | null = first
    ? { ...first, items: pages.flatMap((page) => page.items) }
    : null;

  const fetching = keyword !== '' && query.isFetching;
  const busy = useSteadyFlag(fetching || (searchable && keyword !== trimmed));
  const slow = useSteadyFlag(fetching, { delayMs: slowAfterMs, minimumMs: 0 });
  const failed =
    keyword !== '' && query.isError && !query.isFetching && !query.isFetchNextPageError;
  const loadingMore = query.isFetchingNextPage;

  return {
    /** Nothing typed (blank): the place for recent searches. */
    blank: trimmed === '',
    tooLong,
    busy: busy && !loadingMore,
    slow: slow && fetching,
    failed,
    /** Failed because the visitor searched too often: a message of its own, the same retry. */
    limited: failed && query.error instanceof SearchRateLimited,
    retry: () => void query.refetch(),
    /** The answer shown, or null while there is none for a non-blank query. */
    answer: searchable && !failed ? answer : null,
    /** True once the answer is the one for what is typed now. */
    settled: keyword === trimmed && !query.isPlaceholderData && (!query.isFetching || loadingMore),
    /** The next page of results, when there is one. */
    more: query.hasNextPage && !query.isPlaceholderData ? () => void query.fetchNextPage() : null,
    loadingMore,
  };
}

function nextPageOf(last: HelpSearchAnswer): number | undefined {
  const shown = last.page * last.pageSize;
  return shown < last.total && last.page < maxSearchPage ? last.page + 1 : undefined;
}
