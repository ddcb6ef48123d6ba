// One call to the drawing service: the server adds the credential, bounds the wait, and checks
// the answer against the contract. Whatever goes wrong becomes an UpstreamError whose message
// is safe to show (no stack, no header, no token). The credential goes to the drawing service's
// own address only: a redirect is refused, never followed; and an answer larger than any the
// contract describes is refused before it fills the server's memory.
import type { z } from 'zod';
import {
  AnswerTooLargeError,
  describeBytes,
  isRedirect,
  readBoundedText,
} from '../bounded-body.ts';
import { withDeadline } from '../deadline.ts';
import type { DrawConfig } from './config.ts';

/**
 * The largest answer read from the drawing service: its answers are small JSON documents (an
 * account, a task and its picture's address, under 1 kB), so 2 MB is far above any real one
 * (docs/operations.md, "The content service").
 */
export const drawAnswerMaxBytes = 2 * 1024 * 1024;

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  /** The status the proxy answers with: 502 for a failure or invalid answer, 504 for a timeout. */
  readonly status: 502 | 504;
  /** `cause` is for the server log only: the visitor gets the message. */
  constructor(status: 502 | 504, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

/** The drawing service's path, the same as the site's proxy endpoint. */
export type UpstreamPath = `/aiapi/v1/${string}`;

export type UpstreamCall<S extends z.ZodType> = {
  path: UpstreamPath;
  method: 'GET' | 'POST';
  body?: unknown;
  schema: S;
};

export type Upstream = Pick<DrawConfig, 'base' | 'token' | 'timeoutMs'> & {
  fetch?: typeof globalThis.fetch;
  /** drawAnswerMaxBytes unless a test says otherwise. */
  maxAnswerBytes?: number;
};

export async function callUpstream<S extends z.ZodType>(
  upstream: Upstream,
  { path, method, body, schema }: UpstreamCall<S>,
): Promise<z.output<S>> {
  const fetch = upstream.fetch ?? globalThis.fetch;
  const maxBytes = upstream.maxAnswerBytes ?? drawAnswerMaxBytes;
  const response = await withDeadline(
    (signal) =>
      fetch(upstream.base + path, {
        method,
        headers: {
          accept: 'application/json',
          'auth-token': upstream.token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        redirect: 'manual',
        signal,
      }).then(async (answer) => ({
        status: answer.status,
        text: await readBoundedText(answer, maxBytes),
      })),
    upstream.timeoutMs,
    () =>
      new UpstreamError(504, `the drawing service did not answer within ${upstream.timeoutMs} ms`),
  ).catch((error: unknown) => {
    if (error instanceof UpstreamError) throw error;
    if (error instanceof AnswerTooLargeError) {
      throw new UpstreamError(
        502,
        `the drawing service sent an answer larger than ${describeBytes(maxBytes)}`,
        { cause: error },
      );
    }
    throw new UpstreamError(502, 'the drawing service cannot be reached', { cause: error });
  });
  if (isRedirect(response.status)) {
    throw new UpstreamError(
      502,
      `the drawing service answered with a redirect (HTTP ${response.status}), which is not followed`,
    );
  }
  if (response.status === 401) {
    // The visitor cannot fix this; the operator must (AI_API_TOKEN).
    throw new UpstreamError(502, 'the drawing service refused the site’s credential');
  }
  if (response.status !== 200) {
    throw new UpstreamError(502, `the drawing service answered HTTP ${response.status}`);
  }
  const parsed = schema.safeParse(parseJson(response.text));
  if (!parsed.success) throw new UpstreamError(502, 'the drawing service sent an invalid answer');
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
