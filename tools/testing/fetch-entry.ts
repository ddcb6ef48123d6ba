// A content read as Next's fetch caches it, for the cache handler's tests: looked up and stored
// under `key` with one tag, through the handler the test made.
import type SiteCacheHandler from '#lib/cache/cache-handler.ts';
import { lookupKind, storedKind } from '#lib/next-internals/cache-entries.ts';

export function fetchEntry(handler: SiteCacheHandler, key: string, tag: string) {
  const url = `http://content.test/${key}`;
  const value = {
    kind: storedKind.fetch,
    data: { headers: {}, body: '', status: 200, url },
    revalidate: 3600,
    tags: [tag],
  };
  return {
    lookUp: () =>
      handler.get(key, {
        kind: lookupKind.fetch,
        fetchUrl: url,
        tags: [tag],
        softTags: [],
      }),
    store: () => handler.set(key, value, { fetchCache: true, fetchUrl: url, tags: [tag] }),
  };
}
