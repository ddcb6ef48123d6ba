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
import { countDrawAnswer, observeDrawUpstream } from '../metrics/draw.ts';
import { readLimitedText } from '../webhook/read-body.ts';
import type { RateLimiter } from './rate-limit.ts';
import { refuseCrossSite, refuseNonJson } from './request-guard.ts';
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
  /** Counts drawings per visitor address. */
  limiter: RateLimiter;
  /** Counts client/detail and task/detail calls per visitor address, with a looser rule. */
  detailLimiter: RateLimiter;
  /** Which visitor a request counts against: its address (client-address.ts in the site). */
  visitor: (request: Request) => string;
  /** The site's public origin; a browser's POST from any other site is refused. */
  siteOrigin: string | undefined;
  /** Told about every upstream failure and the endpoint it answered, for the server log. */
  onUpstreamError?: (error: UpstreamError, route: UpstreamPath) => void;
};

// The browser chooses the prompt only: the style is the server's (drawModelStyleId).
const drawBody = drawRequest.pick({ prompt: true });

export function createDrawProxy(options: DrawProxyOptions) {
  const { upstream, limiter, detailLimiter, visitor, siteOrigin } = options;

  async function forward<S extends z.ZodType>(call: UpstreamCall<S>): Promise<Response> {
    const startedAt = performance.now();
    try {
      return answer(await callUpstream(upstream, call));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      options.onUpstreamError?.(error, call.path);
      return failure(error.status, error.message);
    } finally {
      observeDrawUpstream(call.path, (performance.now() - startedAt) / 1000);
    }
  }

  /** The 429 when the visitor has used up the limiter's window, else null. */
  async function overLimit(request: Request, counter: RateLimiter, what: string) {
    const decision = await counter.hit(visitor(request));
    if (decision.allowed) return null;
    const seconds = String(decision.retryAfterS);
    return failure(429, `too many ${what}; try again in ${seconds} s`, { 'retry-after': seconds });
  }

  /** The checked body of a POST, or the 4xx answer that explains why it is refused. */
  async function readPost<S extends z.ZodType>(request: Request, schema: S) {
    return (
      refuseCrossSite(request, siteOrigin) ?? refuseNonJson(request) ?? readBody(request, schema)
    );
  }

  return counted({
    async clientDetail(request: Request): Promise<Response> {
      const refused = await overLimit(request, detailLimiter, 'requests');
      if (refused) return refused;
      return forward({
        path: '/aiapi/v1/client/detail',
        method: 'GET',
        schema: clientDetailResponse,
      });
    },

    async draw(request: Request): Promise<Response> {
      const body = await readPost(request, drawBody);
      if (body instanceof Response) return body;
      const refused = await overLimit(request, limiter, 'drawings');
      if (refused) return refused;
      return forward({
        path: '/aiapi/v1/draw',
        method: 'POST',
        body: { prompt: body.prompt, modelStyleId: drawModelStyleId },
        schema: drawResponse,
      });
    },

    async taskDetail(request: Request): Promise<Response> {
      const body = await readPost(request, taskDetailRequest);
      if (body instanceof Response) return body;
      const refused = await overLimit(request, detailLimiter, 'requests');
      if (refused) return refused;
      return forward({
        path: '/aiapi/v1/task/detail',
        method: 'POST',
        body: { taskId: body.taskId },
        schema: taskDetailResponse,
      });
    },
  });
}

type Endpoints = Record<
  'clientDetail' | 'draw' | 'taskDetail',
  (request: Request) => Promise<Response>
>;

const paths: Record<keyof Endpoints, UpstreamPath> = {
  clientDetail: '/aiapi/v1/client/detail',
  draw: '/aiapi/v1/draw',
  taskDetail: '/aiapi/v1/task/detail',
};

/** The endpoints, each counting its answers by outcome (lib/metrics/draw.ts). */
function counted(endpoints: Endpoints): Endpoints {
  const count =
    (name: keyof Endpoints) =>
    async (request: Request): Promise<Response> => {
      const response = await endpoints[name](request);
      countDrawAnswer(paths[name], response.status);
      return response;
    };
  return {
    clientDetail: count('clientDetail'),
    draw: count('draw'),
    taskDetail: count('taskDetail'),
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
