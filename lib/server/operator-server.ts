// The operator's port (METRICS_PORT, on METRICS_ADDRESS): Prometheus metrics, readiness and
// liveness, apart from the site's port so that no visitor, and no edge, ever reaches them.
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { ServerState } from './server-state.ts';
import { answerReadiness } from './site-handler.ts';

export function operatorServer(state: ServerState, registry: Registry): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/ready') return answerReadiness(state, response);
    if (path === '/live') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end('{"status":"live"}');
    }
    if (path === '/metrics') {
      void registry.metrics().then(
        (text) => {
          response.writeHead(200, {
            'content-type': registry.contentType,
            'cache-control': 'no-store',
          });
          response.end(text);
        },
        () => {
          response.writeHead(500);
          response.end();
        },
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found: /metrics, /ready, /live\n');
  });
}
