// The content service client: openapi-fetch on the generated paths, and the one read pipeline
// every query goes through (typed call, status check, zod parse), with a hard time limit and
// cache tags for revalidation.
import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import { cache } from 'react';
import type { z } from 'zod';
import { AnswerTooLargeError, isRedirect } from '../bounded-body.ts';
import { withDeadline } from '../deadline.ts';
import { measureContentRead } from '../metrics/content.ts';
import type { paths } from './api.gen.ts';
import {
  ContentError,
  ContentServiceError,
  ContentTimeoutError,
  ContentTooLargeError,
  ContentUnreachableError,
  ContentValidationError,
  failureKind,
  redirectBody,
  serviceRefusal,
} from './errors.ts';
import { trackContentCall } from './health.ts';
import type { InitParam } from './init-param.ts';
import { contentAnswerMaxBytes, networkFetch } from './network-fetch.ts';

const defaultTimeoutMs = 60_000;

export type ContentClientOptions = {
  baseUrl: string;
  /** Time limit of one call, in milliseconds. */
  timeoutMs?: number;
  /** Switches on the old backend's MD5 request signature. */
  signSecret?: string;
  /** The largest answer read; contentAnswerMaxBytes unless a test says otherwise. */
  maxAnswerBytes?: number;
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
  baseUrl: string;
  timeoutMs: number;
  revalidate: number | undefined;
  fetch: typeof globalThis.fetch | undefined;
  signSecret: string | undefined;
  maxAnswerBytes: number;
  previewToken: (() => Promise<string | undefined>) | undefined;
};

export function createContentClient(options: ContentClientOptions): ContentClient {
  return {
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    revalidate: options.revalidate,
    fetch: options.fetch,
    signSecret: options.signSecret,
    maxAnswerBytes: options.maxAnswerBytes ?? contentAnswerMaxBytes,
    previewToken: options.previewToken,
  };
}

/** A path of the contract that answers GET: every content read is one. */
export type ContentPath = ClientPathsWithMethod<Client<paths>, 'get'>;

/** What a query states about its read besides the call's parameters. */
export type Endpoint<P extends ContentPath, S extends z.ZodType> = {
  path: P;
  /** The read's cache tags (tags.ts), which the webhook revalidates. */
  tags: readonly string[];
  /** The schema of the 200 body. */
  schema: S;
};

type Call = (
  api: Client<paths>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * One GET of the contract: the endpoint, then the call's parameters as openapi-fetch types them
 * for that path (`{ params: { query } }`; none for a path that takes none).
 */
export function read<
  P extends ContentPath,
  Init extends MaybeOptionalInit<paths[P], 'get'>,
  S extends z.ZodType,
>(client: ContentClient, endpoint: Endpoint<P, S>, ...init: InitParam<Init>): Promise<z.output<S>> {
  const call: Call = (api) => api.GET<P, Init>(endpoint.path, ...init);
  // A 4xx in the contract's words is an answer (a missing item is news, not an outage); a 5xx,
  // a gateway's page, a timeout, a broken body or no connection is not.
  const tracked = () =>
    trackContentCall(
      () => readOnce(client, endpoint, call),
      (error) => serviceRefusal(error) !== undefined,
    );
  return measureContentRead(endpoint.path, tracked, failureKind);
}

async function readOnce<S extends z.ZodType>(
  client: ContentClient,
  { path, tags, schema }: Endpoint<ContentPath, S>,
  call: Call,
): Promise<z.output<S>> {
  let url: string | undefined;
  try {
    const previewToken = await client.previewToken?.();
    const { data, error, response } = await withDeadline(
      (signal) => {
        const fetchOut = networkFetch(client, tags, previewToken);
        // A client per call: it carries this read's tagged fetch and deadline, so that the
        // call's own parameters reach openapi-fetch exactly as the query typed them.
        const api = createClient<paths>({
          baseUrl: client.baseUrl,
          signal,
          fetch: (request) => {
            url = request.url;
            return fetchOut(request);
          },
        });
        return call(api);
      },
      client.timeoutMs,
      () => new ContentTimeoutError(path, client.timeoutMs),
    );
    if (isRedirect(response.status)) {
      throw new ContentServiceError(
        path,
        response.status,
        redirectBody(response.headers.get('location')),
      );
    }
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
 * body that is not JSON (SyntaxError) becomes a ContentUnreachableError, an answer past the bound
 * a ContentTooLargeError; anything else, such as the signals Next throws through fetch while it
 * renders, passes unchanged.
 */
function inContext(error: unknown, path: string, tags: readonly string[]): unknown {
  const failure =
    error instanceof AnswerTooLargeError
      ? new ContentTooLargeError(path, error)
      : error instanceof TypeError || error instanceof SyntaxError
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
