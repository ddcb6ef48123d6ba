// A real HTTP server on this machine for a unit test, recording the head of every request it is
// sent, for what a client must (or must never) send over the network: a credential that follows a
// redirect, a body it reads past its bound.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { url: string; headers: IncomingHttpHeaders };

export type LocalServer = {
  origin: string;
  /** Every request the server was sent, in order. */
  received: Received[];
  stop: () => Promise<void>;
};

export async function startLocalServer(
  answer: (request: Received, response: ServerResponse) => void,
): Promise<LocalServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const request = { url: req.url ?? '/', headers: req.headers };
    received.push(request);
    answer(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** Redirects every request to the same path and query at `target`. */
export function redirectingTo(target: () => string, status = 302) {
  return (request: Received, response: ServerResponse) => {
    response.writeHead(status, { location: new URL(request.url, target()).href });
    response.end();
  };
}

/**
 * Answers 200 with `body` followed by spaces up to `bytes` in all, in 64 kB chunks without a
 * Content-Length (as a chunked answer announces none), or with one when `declare` is set. Stops
 * writing once the client goes away: `ended` says whether the whole answer was sent.
 */
export function paddedJson(body: unknown, bytes: number, options: { declare?: boolean } = {}) {
  let settle: (how: 'whole' | 'cut short') => void = () => undefined;
  const ended = new Promise<'whole' | 'cut short'>((resolve) => (settle = resolve));
  const handler = (_request: Received, response: ServerResponse) => {
    const head = Buffer.from(JSON.stringify(body));
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(options.declare ? { 'content-length': String(bytes) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let left = bytes;
    let first = true;
    const next = () => {
      while (left > 0 && !response.destroyed) {
        const part = first ? head : chunk.subarray(0, Math.min(chunk.length, left));
        first = false;
        left -= part.length;
        if (!response.write(part)) return void response.once('drain', next);
      }
      if (!response.destroyed) response.end(() => settle('whole'));
    };
    response.once('close', () => {
      if (left > 0) settle('cut short');
      left = 0;
    });
    next();
  };
  return { handler, ended };
}
