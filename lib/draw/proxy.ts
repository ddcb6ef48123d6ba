// The three endpoints of the drawing proxy, independent of Next and of process.env so that tests
// hand them a fake upstream and limiter. The route files in app/aiapi/v1/ only delegate here.
import type { z } from 'zod';
import {
  clientDetailResponse,
  drawRequest,
  drawResponse,
  taskDetailRequest,
  taskDetailResponse,
} from '#content-schema/aiapi.zod.ts';
import { readLimitedText } from '../webhook/read-body.ts';
import { clientAddress } from './client-address.ts';
import type { RateLimiter } from './rate-limit.ts';
import { answer, failure } from './respond.ts';
import { drawModelStyleId } from './shared.ts';
import {
  callUpstream,
  type Upstream,
  type UpstreamCall,
  UpstreamError,
  type UpstreamPath,
} from './upstream.ts';

/** Largest request body accepted: a 500-character prompt in JSON is far below it. */
export const maxBodyBytes = 8 * 1024;

export type DrawProxyOptions = {
  upstream: Upstream;
  limiter: RateLimiter;
  clientIpHeader: string;
  /** Told about every upstream failure and the endpoint it answered, for the server log. */
  onUpstreamError?: (error: UpstreamError, route: UpstreamPath) => void;
};

// The browser chooses the prompt only: the style is the server's (drawModelStyleId).
const drawBody = drawRequest.pick({ prompt: true });

export function createDrawProxy(options: DrawProxyOptions) {
  const { upstream, limiter, clientIpHeader } = options;

  async function forward<S extends z.ZodType>(call: UpstreamCall<S>): Promise<Response> {
    try {
      return answer(await callUpstream(upstream, call));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      options.onUpstreamError?.(error, call.path);
      return failure(error.status, error.message);
    }
  }

  return {
    clientDetail(): Promise<Response> {
      return forward({
        path: '/aiapi/v1/client/detail',
        method: 'GET',
        schema: clientDetailResponse,
      });
    },

    async draw(request: Request): Promise<Response> {
      const body = await readBody(request, drawBody);
      if (body instanceof Response) return body;
      const decision = await limiter.hit(clientAddress(request.headers, clientIpHeader));
      if (!decision.allowed) {
        const seconds = String(decision.retryAfterS);
        return failure(429, `too many drawings; try again in ${seconds} s`, {
          'retry-after': seconds,
        });
      }
      return forward({
        path: '/aiapi/v1/draw',
        method: 'POST',
        body: { prompt: body.prompt, modelStyleId: drawModelStyleId },
        schema: drawResponse,
      });
    },

    async taskDetail(request: Request): Promise<Response> {
      const body = await readBody(request, taskDetailRequest);
      if (body instanceof Response) return body;
      return forward({
        path: '/aiapi/v1/task/detail',
        method: 'POST',
        body: { taskId: body.taskId },
        schema: taskDetailResponse,
      });
    },
  };
}

export type DrawProxy = ReturnType<typeof createDrawProxy>;

/** The body parsed by `schema`, or the 4xx answer that explains why it is not acceptable. */
async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  const text = await readLimitedText(request, maxBodyBytes);
  if (text === null) return failure(413, `the body is larger than ${maxBodyBytes} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure(400, 'the body must be a JSON object');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.path.length === 0 ? 'the body must be a JSON object' : issue?.message;
  return failure(400, message ?? 'the body is not valid');
}
