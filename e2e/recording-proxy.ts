// A small HTTP proxy between the edge and a Next instance, for e2e/edge.spec.ts: it keeps every
// request that reaches the instance (what the edge did not answer from its cache, with the
// headers the instance was sent), and adds a Set-Cookie to answers the test asks it to.
import { Agent, createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { method: string; url: string; headers: IncomingHttpHeaders };

export type RecordingProxy = {
  port: number;
  /** Every request forwarded so far, oldest first. */
  requests: Recorded[];
  /** How many forwarded requests asked for exactly this path and query. */
  count: (url: string) => number;
  stop: () => Promise<void>;
};

/** Answers whose URL holds this get `Set-Cookie: edge-test=1`, as a login would. */
export const setCookieMarker = 'edge-test-set-cookie';

export async function startRecordingProxy(upstreamPort: number): Promise<RecordingProxy> {
  const requests: Recorded[] = [];
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    requests.push({ method: incoming.method ?? 'GET', url, headers: incoming.headers });
    const forward = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (url.includes(setCookieMarker)) headers['set-cookie'] = ['edge-test=1; Path=/'];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    // The instance is down: what a dead upstream looks like to the edge.
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    count: (url) => requests.filter((each) => each.url === url).length,
    stop: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
