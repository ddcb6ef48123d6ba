// What Next's cache entries and keys look like to a cache handler: the kinds of entry (const
// enums in Next's types, which code compiled file by file cannot read, so their values here),
// the header that carries a page's tags, and the key of a page or route handler's entry. No
// Next module is loaded: lib/metrics and lib/cache/page-warmer.ts read these on every lookup.
import type {
  CachedRouteKind,
  IncrementalCacheKind,
} from 'next/dist/server/response-cache/types.js';

export type { CachedRouteKind, IncrementalCacheKind };

/** The kind of a stored value (`value.kind`). */
export const storedKind = {
  appPage: 'APP_PAGE' as CachedRouteKind.APP_PAGE,
  appRoute: 'APP_ROUTE' as CachedRouteKind.APP_ROUTE,
  pages: 'PAGES' as CachedRouteKind.PAGES,
  fetch: 'FETCH' as CachedRouteKind.FETCH,
} as const;

/** The kind a lookup asks for (`ctx.kind` of the handler's get()). */
export const lookupKind = {
  appPage: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE,
  appRoute: 'APP_ROUTE' as IncrementalCacheKind.APP_ROUTE,
  pages: 'PAGES' as IncrementalCacheKind.PAGES,
  fetch: 'FETCH' as IncrementalCacheKind.FETCH,
} as const;

/** The response header in which a page or route handler's entry keeps its cache tags. */
export const cacheTagsHeader = 'x-next-cache-tags';

// `/route-cache/<kind>/<sha256 of the route>/$<path>` (getRouteCacheKey). Fetch data has other
// keys (a hash of the request) and is not a page.
const routeKey = /^\/route-cache\/(?:APP_PAGE|APP_ROUTE)\/[0-9a-f]{64}\/\$(\/.*)$/;

/** The path inside the app (`/zh/announcement/3`) of a page or route handler's cache key. */
export function routeCachePath(key: string): string | null {
  return routeKey.exec(key)?.[1] ?? null;
}
