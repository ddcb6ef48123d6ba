// The help search's own cache of answers (lib/help-search/answer-cache.ts), read when the
// operator's port is scraped, and the searches its limit per visitor refused.
import { Counter, Gauge } from 'prom-client';
import { metric } from './registry.ts';

export type SearchCacheSize = { entries: number; bytes: number };

/** Shows what the search cache holds, as `size` says at each scrape. */
export function watchSearchCache(size: () => SearchCacheSize): void {
  metric(
    'mantisoft_help_search_cache_entries',
    (registry) =>
      new Gauge({
        name: 'mantisoft_help_search_cache_entries',
        help: 'Help search answers the instance keeps (at most HELP_SEARCH_CACHE_ENTRIES)',
        registers: [registry],
        collect() {
          this.set(size().entries);
        },
      }),
  );
  metric(
    'mantisoft_help_search_cache_bytes',
    (registry) =>
      new Gauge({
        name: 'mantisoft_help_search_cache_bytes',
        help: 'Bytes the kept help search answers count for (at most HELP_SEARCH_CACHE_MB)',
        registers: [registry],
        collect() {
          this.set(size().bytes);
        },
      }),
  );
}

const limited = () =>
  metric(
    'mantisoft_help_search_limited_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_help_search_limited_total',
        help: 'Help searches answered 429: their visitor was over HELP_SEARCH_RATE_LIMIT',
        registers: [registry],
      }),
  );

/** One search refused by the limit per visitor. */
export function countSearchLimited(): void {
  limited().inc();
}
