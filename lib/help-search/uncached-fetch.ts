// The network call of the search's content reads. Each reaches the content service: the answer
// is kept by the search's own bounded cache (./answer-cache.ts), never as an entry per query in
// Next's data cache. `cache: 'no-store'` keeps Next's fetch from storing it
// (node_modules/next/dist/docs/01-app/03-api-reference/04-functions/fetch.md); the search route
// is dynamic anyway, and no page reads through this.
//
// The old backend's signature is added here, on the way out: the content client's own signed
// path keeps every read in Next's data cache under its unsigned URL (lib/content/signed-fetch.ts).
import { signUrl } from '../content/sign.ts';

/** `network`: the fetch to call; by default the global one as it is at the call (Next patches it). */
export function uncachedFetch(
  signSecret: string | undefined,
  network?: typeof globalThis.fetch,
): typeof globalThis.fetch {
  return (input, init) => {
    // Next's cache options in the client's init (`next: { tags, revalidate }`) are no Request
    // option: they stay behind here.
    const request = new Request(input, init);
    const url = signSecret ? signUrl(new URL(request.url), signSecret) : request.url;
    return (network ?? globalThis.fetch)(new Request(url, request), { cache: 'no-store' });
  };
}
