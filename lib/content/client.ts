// The content service client: openapi-fetch on the generated paths, and the one read pipeline
// every query goes through (typed call, status check, zod parse), with a hard time limit and
// cache tags for revalidation.
import createClient, { type Client } from 'openapi-fetch';
import { cache } from 'react';
import type { z } from 'zod';
import { withDeadline } from '../deadline.ts';
import type { paths } from './api.gen.ts';
import {
  ContentError,
  ContentServiceError,
  ContentTimeoutError,
  ContentUnreachableError,
  ContentValidationError,
  serviceRefusal,
} from './errors.ts';
import { draftFetch } from './draft-fetch.ts';
import { trackContentCall } from './health.ts';
import { signedFetch } from './signed-fetch.ts';

export const defaultContentApiBase = 'http://127.0.0.1:4010';
const defaultTimeoutMs = 60_000;

export type ContentClientOptions = {
  baseUrl: string;
  /** Time limit of one call, in milliseconds. */
  timeoutMs?: number;
  /** Switches on the old backend's MD5 request signature. */
  signSecret?: string;
  /** Seconds a cached response stays fresh before a background refresh; Next's fetch cache only. */
  revalidate?: number;
  fetch?: typeof globalThis.fetch;
  /**
   * The preview token while the current render is an editor's preview, else undefined: its
   * reads then ask for drafts and bypass every cache.
   */
  previewToken?: () => Promise<string | undefined>;
};

export type ContentClient = {
  api: Client<paths>;
  timeoutMs: number;
  revalidate: number | undefined;
  fetch: typeof globalThis.fetch | undefined;
  signSecret: string | undefined;
  previewToken: (() => Promise<string | undefined>) | undefined;
};

export function createContentClient(options: ContentClientOptions): ContentClient {
  return {
    api: createClient<paths>({ baseUrl: options.baseUrl }),
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    revalidate: options.revalidate,
    fetch: options.fetch,
    signSecret: options.signSecret,
    previewToken: options.previewToken,
  };
}

/** What a query hands to openapi-fetch for each call: the fetch that tags it, and the signal. */
export type CallInit = {
  fetch: (request: Request) => Promise<Response>;
  signal: AbortSignal;
};

type NextFetchConfig = { tags: string[]; revalidate: number | undefined };

type CallResult = { data?: unknown; error?: unknown; response: Response };

export type Read<S extends z.ZodType> = {
  /** For messages: the endpoint's path. */
  path: string;
  tags: readonly string[];
  schema: S;
  call: (api: Client<paths>, init: CallInit) => Promise<CallResult>;
};

export function read<S extends z.ZodType>(
  client: ContentClient,
  request: Read<S>,
): Promise<z.output<S>> {
  // A 4xx in the contract's words is an answer (a missing item is news, not an outage); a 5xx,
  // a gateway's page, a timeout, a broken body or no connection is not.
  return trackContentCall(
    () => readOnce(client, request),
    (error) => serviceRefusal(error) !== undefined,
  );
}

/** How a read reaches the network, and which cache may keep its answer. */
function networkFetch(
  client: ContentClient,
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
      network,
    });
  }
  // Next reads `next` from the init of its patched fetch; any other fetch ignores it.
  const init: RequestInit & { next: NextFetchConfig } = {
    next: { tags: [...tags], revalidate: client.revalidate },
  };
  return (request) => network(request, init);
}

async function readOnce<S extends z.ZodType>(
  client: ContentClient,
  { path, tags, schema, call }: Read<S>,
): Promise<z.output<S>> {
  let url: string | undefined;
  try {
    const previewToken = await client.previewToken?.();
    const { data, error, response } = await withDeadline(
      (signal) => {
        const fetchOut = networkFetch(client, tags, previewToken);
        const fetchTagged = (request: Request) => {
          url = request.url;
          return fetchOut(request);
        };
        return call(client.api, { fetch: fetchTagged, signal });
      },
      client.timeoutMs,
      () => new ContentTimeoutError(path, client.timeoutMs),
    );
    if (response.status !== 200) {
      throw new ContentServiceError(path, response.status, error ?? data);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ContentValidationError(path, parsed.error.issues);
    return parsed.data;
  } catch (error) {
    throw oneFailurePerRender(url, inContext(error, path, tags));
  }
}

/**
 * A failure as a content error with the read's tags. A network failure (fetch's TypeError) or a
 * body that is not JSON (SyntaxError) becomes a ContentUnreachableError; anything else, such as
 * the signals Next throws through fetch while it renders, passes unchanged.
 */
function inContext(error: unknown, path: string, tags: readonly string[]): unknown {
  const failure =
    error instanceof TypeError || error instanceof SyntaxError
      ? new ContentUnreachableError(path, error)
      : error;
  if (failure instanceof ContentError) failure.tags = tags;
  return failure;
}

// A page often reads the same thing twice in one render (its metadata and its body), and Next
// then reports each failure on its own. Within one render, the first failure of an address is
// thrown for every read of it, so that one failure is one error and one log line
// (instrumentation.ts). Outside a render React's cache keeps nothing, and every read is its own.
const failureOf = cache((address: string): { address: string; error?: unknown } => ({ address }));

function oneFailurePerRender(url: string | undefined, error: unknown): unknown {
  if (url === undefined || !(error instanceof ContentError)) return error;
  const address = new URL(url);
  // The signature changes every second; the address it signs is what matters.
  address.searchParams.delete('timestamp');
  address.searchParams.delete('sign');
  const slot = failureOf(address.href);
  slot.error ??= error;
  return slot.error;
}
