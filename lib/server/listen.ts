// Binding the production server's ports (scripts/serve.ts).
import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Longer than the edge's own 4 s
 * (deploy/nginx/site.conf, `keepalive_timeout` of its upstream), so that the edge always closes an
 * idle connection first and never sends a request on one this server is closing at that moment.
 */
export const keepAliveTimeoutMs = 5000;

/** Listens on `host:port`; rejects with the system's error (EADDRINUSE, EADDRNOTAVAIL…). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen({ port, host }, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** An address of this machine where a server bound to `host` answers. */
export function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

/** The origin of a server bound to `host:port`, as this machine reaches it. */
export function localOrigin(host: string, port: number): string {
  const reachable = reachableHost(host);
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
