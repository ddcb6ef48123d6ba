// A switchable front for a content service, for tests only: it passes every request through to
// the service, except where a test has told it to fail a path in one of the ways a network
// service (or a gateway in front of it) fails. Nothing in `npm run dev|build|start` starts it;
// a test starts it in its own process and switches faults by calling `fail` and `heal`.
import {
  createServer,
  type IncomingMessage,
  request as forward,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sendJson } from '#content-service/send-json.ts';
import { contentAnswerMaxBytes } from '#lib/content/network-fetch.ts';

export const faultKinds = [
  /** HTTP 500 with the contract's error body. */
  'server-error',
  /** HTTP 404 with an HTML page, as a gateway or nginx answers a path it does not route. */
  'html-404',
  /** HTTP 404 with the contract's `not_found` body: the item is gone. */
  'not-found',
  /** No answer at all: the connection stays open, silent, until the front stops. */
  'hang',
  /** The connection is closed without an answer. */
  'drop',
  /** HTTP 200 whose body is not JSON. */
  'malformed-json',
  /** HTTP 200 with valid JSON of another shape than the contract's. */
  'wrong-shape',
  /** The service's own answer, after a delay. */
  'slow',
  /** A 302 to the same path and query on the service itself: followed, it would answer. */
  'redirect',
  /**
   * The service's own answer, padded with spaces past the most the site reads (still valid
   * JSON), in chunks without a Content-Length.
   */
  'oversized',
] as const;

export type FaultKind = (typeof faultKinds)[number];

/**
 * Which requests a fault applies to: one path (every path under a prefix when it ends with `*`,
 * e.g. `/api/*`), and optionally some of its query's values.
 */
export type FaultTarget = { path: string; query?: Record<string, string> };

export type FaultFront = {
  /** Where the site should send its content calls. */
  origin: string;
  /** From now on, matching requests fail this way (the later of two matching rules wins). */
  fail: (target: FaultTarget | string, kind: FaultKind) => void;
  /** Every request passes through again. */
  heal: () => void;
  /** How many requests the front has failed on purpose, per path, since it started. */
  failed: (path: string) => number;
  stop: () => Promise<void>;
};

export type FaultFrontOptions = {
  /** The content service's origin, e.g. http://127.0.0.1:4010. */
  upstream: string;
  /** How long `slow` waits before passing the request through. */
  slowMs?: number;
  port?: number;
};

const gatewayPage =
  '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body>' +
  '<center><h1>404 Not Found</h1></center><hr><center>nginx</center></body></html>';

type Rule = { target: FaultTarget; kind: FaultKind };

function matches(target: FaultTarget, url: URL): boolean {
  const matched = target.path.endsWith('*')
    ? url.pathname.startsWith(target.path.slice(0, -1))
    : url.pathname === target.path;
  if (!matched) return false;
  return Object.entries(target.query ?? {}).every(
    ([name, value]) => url.searchParams.get(name) === value,
  );
}

/** The service's answer, then spaces until it is one byte past the site's bound. */
function padded(req: IncomingMessage, res: ServerResponse, upstream: URL) {
  const outgoing = forward(new URL(req.url ?? '/', upstream), { method: req.method }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' });
    let sent = 0;
    answer.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      res.write(chunk);
    });
    answer.once('end', () => {
      const space = Buffer.alloc(64 * 1024, ' ');
      const next = () => {
        while (sent <= contentAnswerMaxBytes && !res.destroyed) {
          const part = space.subarray(0, Math.min(space.length, contentAnswerMaxBytes + 1 - sent));
          sent += part.length;
          if (!res.write(part)) return void res.once('drain', next);
        }
        res.end();
      };
      next();
    });
  });
  outgoing.on('error', () => res.destroy());
  outgoing.end();
}

function passThrough(req: IncomingMessage, res: ServerResponse, upstream: URL) {
  const outgoing = forward(
    new URL(req.url ?? '/', upstream),
    { method: req.method, headers: { ...req.headers, host: upstream.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // The service gone: the caller sees what it would see without the front, a closed socket.
  outgoing.on('error', () => res.destroy());
  req.pipe(outgoing);
}

export async function startFaultFront(options: FaultFrontOptions): Promise<FaultFront> {
  const upstream = new URL(options.upstream);
  const slowMs = options.slowMs ?? 1000;
  let rules: Rule[] = [];
  const failedCounts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front.invalid');
    const rule = rules.findLast((each) => matches(each.target, url));
    if (!rule) return passThrough(req, res, upstream);
    failedCounts.set(url.pathname, (failedCounts.get(url.pathname) ?? 0) + 1);
    switch (rule.kind) {
      case 'server-error':
        return sendJson(res, 500, { status: 500, error: 'internal', message: 'injected fault' });
      case 'html-404':
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(gatewayPage);
      case 'not-found':
        return sendJson(res, 404, {
          status: 404,
          error: 'not_found',
          message: `${url.pathname} does not exist (injected)`,
        });
      case 'hang':
        return;
      case 'drop':
        return req.socket.destroy();
      case 'malformed-json':
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        return res.end('{"items": [{"id": 1, "title": ');
      case 'wrong-shape':
        return sendJson(res, 200, { data: { list: [] }, code: 0, msg: 'ok' });
      case 'redirect':
        res.writeHead(302, { location: new URL(req.url ?? '/', upstream).href });
        return res.end();
      case 'oversized':
        return padded(req, res, upstream);
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          passThrough(req, res, upstream);
        }, slowMs);
        timers.add(timer);
        return;
      }
    }
  });
  // As the content service does (content-service/server.ts): an idle connection closed after
  // Node's 5 s just as the site sends its next request on it fails that request with "other side
  // closed" (nodejs/undici#3141), which no fault of the test asked for.
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    fail: (target, kind) => {
      rules.push({ target: typeof target === 'string' ? { path: target } : target, kind });
    },
    heal: () => {
      rules = [];
    },
    failed: (path) => failedCounts.get(path) ?? 0,
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
