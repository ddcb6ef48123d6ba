// The three endpoints of the drawing proxy, independent of Next and of process.env so that tests
// hand them a fake upstream, limiters, budget and passes. The route files in app/aiapi/v1/ only
// delegate here. A drawing passes the gate of ./draw-gate.ts (captcha pass, visitor limit, site
// budget) before it reaches the service.
import { z } from 'zod';
import {
  clientDetailResponse,
  drawRequest,
  drawResponse,
  taskDetailRequest,
  taskDetailResponse,
} from '#content-schema/aiapi.zod.ts';
import {
  countDrawAnswer,
  countDrawRefusal,
  type DrawRefusal,
  observeDrawUpstream,
} from '../metrics/draw.ts';
import { visitorKey } from '../visitor-key.ts';
import { createDrawGate, type DrawGateOptions } from './draw-gate.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';
import { readPost } from './read-post.ts';
import { answer, failure } from './respond.ts';
import { drawModelStyleId } from './shared.ts';
import {
  callUpstream,
  type Upstream,
  type UpstreamCall,
  UpstreamError,
  type UpstreamPath,
} from './upstream.ts';

export { maxBodyBytes } from './read-post.ts';

export type DrawProxyOptions = DrawGateOptions & {
  upstream: Upstream;
  /** Counts client/detail and task/detail calls per visitor, with a looser rule than drawings. */
  detailLimiter: RateLimiter;
  /** The site's public origin; a browser's POST from any other site is refused. */
  siteOrigin: string | undefined;
  /** Told about every upstream failure and the endpoint it answered, for the server log. */
  onUpstreamError?: (error: UpstreamError, route: UpstreamPath) => void;
};

// The browser chooses the prompt only: the style is the server's (drawModelStyleId). The pass is
// the captcha's (lib/captcha), good for this one drawing.
const drawBody = drawRequest.pick({ prompt: true }).extend({
  pass: z
    .string({ error: 'pass must be a string' })
    .max(100, 'pass must be at most 100 characters')
    .optional(),
});

/** Why a body was refused before its pass was looked at, by the refusal's status. */
function bodyRefusal(status: number): DrawRefusal {
  if (status === 403) return 'origin';
  if (status === 413) return 'too_large';
  return status === 415 ? 'content_type' : 'body';
}

export function createDrawProxy(options: DrawProxyOptions) {
  const { upstream, detailLimiter, visitor, siteOrigin } = options;
  const gate = createDrawGate(options);

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
    const decision = await counter.hit(visitorKey(visitor(request)));
    if (decision.allowed) return null;
    const seconds = String(decision.retryAfterS);
    return failure(429, `too many ${what}; try again in ${seconds} s`, {
      headers: { 'retry-after': seconds },
    });
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
      const body = await readPost(request, drawBody, siteOrigin);
      if (body instanceof Response) {
        countDrawRefusal(bodyRefusal(body.status));
        return body;
      }
      const refused = await gate(request, body.pass);
      if (refused) return refused;
      return forward({
        path: '/aiapi/v1/draw',
        method: 'POST',
        body: { prompt: body.prompt, modelStyleId: drawModelStyleId },
        schema: drawResponse,
      });
    },

    async taskDetail(request: Request): Promise<Response> {
      const body = await readPost(request, taskDetailRequest, siteOrigin);
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
