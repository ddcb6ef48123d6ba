// How a content read reaches the network, and which cache may keep its answer: the drafts of an
// editor's preview (never kept), a signed call (kept under its unsigned address), or a plain
// call through Next's data cache. Whichever way, no redirect is followed and the body is read
// within a bound before openapi-fetch parses it.
import { boundedResponse } from '../bounded-body.ts';
import { draftFetch } from './draft-fetch.ts';
import { signedFetch } from './signed-fetch.ts';

/**
 * The largest answer the site reads from the content service: 8 MB, about 160 times the largest
 * of the real-size seed (a help heading's tree, 50 kB; `npm run seed:large`). A larger one is a
 * failure like a 500, so the last good page stays (docs/operations.md, "The content service").
 */
export const contentAnswerMaxBytes = 8 * 1024 * 1024;

/**
 * How every call leaves: a 3xx is the answer (and a failure), never followed, so the preview
 * token and the request signature reach the content service's own address only.
 */
export const noRedirects = { redirect: 'manual' } as const;

export type NetworkOptions = {
  fetch: typeof globalThis.fetch | undefined;
  signSecret: string | undefined;
  revalidate: number | undefined;
  maxAnswerBytes: number;
};

type NextFetchConfig = { tags: string[]; revalidate: number | undefined };

export function networkFetch(
  client: NetworkOptions,
  tags: readonly string[],
  previewToken: string | undefined,
): (request: Request) => Promise<Response> {
  const out = networkCall(client, tags, previewToken);
  return async (request) => boundedResponse(await out(request), client.maxAnswerBytes);
}

function networkCall(
  client: NetworkOptions,
  tags: readonly string[],
  previewToken: string | undefined,
): (request: Request) => Promise<Response> {
  const network = client.fetch ?? globalThis.fetch;
  // An editor's preview reads drafts, and no cache may keep them.
  if (previewToken) {
    return draftFetch({ token: previewToken, signSecret: client.signSecret, network });
  }
  // A signed call is signed on its way out, so that the cache never sees the signature.
  if (client.signSecret) {
    return signedFetch({
      secret: client.signSecret,
      tags,
      revalidate: client.revalidate,
      maxBytes: client.maxAnswerBytes,
      network,
    });
  }
  // Next reads `next` from the init of its patched fetch; any other fetch ignores it. Next's
  // data cache reads a 200 in full to keep it before the bound applies; the bound still refuses
  // it, so the render fails and the last good page stays.
  const init: RequestInit & { next: NextFetchConfig } = {
    next: { tags: [...tags], revalidate: client.revalidate },
  };
  return (request) => network(new Request(request, noRedirects), init);
}
