// The network call of a signed client. The old backend's signature puts the second of the call
// in the URL (timestamp and sign), and Next's data cache keys a fetch by its URL and headers, so
// a signed fetch would never hit and would add an entry per call. A signed read is therefore
// kept in the data cache under its unsigned URL (unstable_cache, with the read's tags, so the
// webhook clears it as before) and is signed only on its way to the network.
import { unstable_cache } from 'next/cache';
import { readBoundedText } from '../bounded-body.ts';
import { signUrl } from './sign.ts';

/**
 * What is kept of an answer: only a 200 is kept, so a failure reaches every read. A redirect's
 * Location is kept for the failure's message.
 */
type Stored = { status: number; contentType: string | null; location?: string; body: string };

export type SignedFetchOptions = {
  secret: string;
  tags: readonly string[];
  /** Seconds an answer stays fresh; undefined: until its tags are revalidated. */
  revalidate: number | undefined;
  /** The largest body read; a larger one throws AnswerTooLargeError and is never kept. */
  maxBytes: number;
  network: typeof globalThis.fetch;
};

/**
 * The pages' own period (app/[locale]/_routes/revalidate.ts): a read without one is refreshed at
 * least hourly.
 */
const safetyNetSeconds = 3600;

class NotKept extends Error {
  override name = 'NotKept';
  readonly stored: Stored;
  constructor(stored: Stored) {
    super(`content service answered ${stored.status}`);
    this.stored = stored;
  }
}

/** Outside a Next server (a script, a unit test) there is no data cache to keep answers in. */
function noDataCache(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing');
}

function toResponse({ status, contentType, location, body }: Stored): Response {
  const headers = new Headers();
  if (contentType) headers.set('content-type', contentType);
  if (location) headers.set('location', location);
  return new Response(body, { status, headers });
}

export function signedFetch(options: SignedFetchOptions): (request: Request) => Promise<Response> {
  const { secret, network, maxBytes } = options;

  async function call(url: string, signal?: AbortSignal): Promise<Stored> {
    // No data cache for the signed URL itself: the answer is kept under the unsigned one. A
    // redirect is an answer, never followed: the signature goes to the service's address only.
    const response = await network(signUrl(new URL(url), secret), {
      cache: 'no-store',
      redirect: 'manual',
      signal,
    });
    const stored: Stored = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await readBoundedText(response, maxBytes),
    };
    const location = response.headers.get('location');
    if (location) stored.location = location;
    if (response.status !== 200) throw new NotKept(stored);
    return stored;
  }

  const kept = unstable_cache((url: string) => call(url), ['content-signed-read'], {
    tags: [...options.tags],
    revalidate: options.revalidate ?? safetyNetSeconds,
  });

  return async (request) => {
    if (request.method !== 'GET') {
      return network(new Request(signUrl(new URL(request.url), secret), request), {
        redirect: 'manual',
      });
    }
    try {
      return toResponse(await kept(request.url));
    } catch (error) {
      if (error instanceof NotKept) return toResponse(error.stored);
      if (!noDataCache(error)) throw error;
    }
    try {
      return toResponse(await call(request.url, request.signal));
    } catch (error) {
      if (error instanceof NotKept) return toResponse(error.stored);
      throw error;
    }
  };
}
