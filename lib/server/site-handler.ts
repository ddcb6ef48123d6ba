// What the production server does with each request on the site's port before Next sees it
// (scripts/serve.ts): gives it an id (answered in X-Request-Id, carried by every log line written
// meanwhile), answers readiness itself, closes the connection after the answer once the server
// is stopping, and counts the answer for /metrics by its route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from '../log.ts';
import type { AnsweredRequest } from '../metrics/index.ts';
import { type ProxyTrust, requestId } from './proxy-trust.ts';
import { inRequest } from './request-context.ts';
import { routeLabel } from './route-label.ts';
import type { ServerState } from './server-state.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export type SiteHandlerOptions = {
  /** Next's request handler. */
  next: RequestHandler;
  state: ServerState;
  trusted: ProxyTrust;
  observe: (answered: AnsweredRequest) => void;
  log: Log;
};

/** The site's readiness, on its own port: for the edge and a load balancer. */
export const readinessPath = '/api/ready';

/** The body and status readiness answers with, here and on the operator's port. */
export function readiness(state: ServerState): { status: number; body: string } {
  const status = state.ready ? 'ready' : state.closing ? 'draining' : 'starting';
  return { status: state.ready ? 200 : 503, body: JSON.stringify({ status }) };
}

export function answerReadiness(state: ServerState, response: ServerResponse): void {
  const { status, body } = readiness(state);
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

export function siteHandler(options: SiteHandlerOptions): RequestHandler {
  const { next, state, trusted, observe, log } = options;
  return async (request, response) => {
    const started = performance.now();
    const reqId = requestId(request.socket.remoteAddress, request.headers['x-request-id'], trusted);
    response.setHeader('x-request-id', reqId);
    // Next itself listens for the end of some answers ten times over, Node's warning threshold:
    // room for the two listeners below, which are no leak.
    response.setMaxListeners(response.getMaxListeners() + 2);
    state.track(response);
    const route = routeLabel(request.url);
    response.once('finish', () =>
      observe({
        route,
        status: response.statusCode,
        durationS: (performance.now() - started) / 1000,
      }),
    );
    if (route === readinessPath) return answerReadiness(state, response);
    await inRequest({ reqId }, async () => {
      try {
        await next(request, response);
      } catch (error) {
        // Next answers its own failures; this is one it could not, as `next start` says it.
        log.error('request failed outside Next', { route, cause: error });
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      }
    });
  };
}
