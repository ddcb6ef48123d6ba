// The reference content service: content-schema/openapi.yaml answered from seed files.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { signParams } from '#lib/content/sign.ts';
import { log } from '#lib/log.ts';
import { routes } from './api.ts';
import { previewTokenHeader } from '#lib/content/draft-fetch.ts';
import { readsDrafts } from './draft-access.ts';
import { type DrawService, serveDraw } from './draw-http.ts';
import { serveImage, serveStandIn } from './files.ts';
import { HttpError, Query } from './params.ts';
import { sendJson } from './send-json.ts';
import { seedFingerprint } from './settings.ts';
import type { Store } from './store.ts';

export type ServiceOptions = {
  store: Store;
  seedDir: string;
  /** The origin written into image and file URLs, e.g. http://localhost:4010. */
  origin: string;
  /** When set, every API call must carry a valid `timestamp` and `sign`. */
  signSecret?: string;
  /** When set, a call with `draft=1` and this token in X-Preview-Token reads the drafts. */
  previewToken?: string;
  /** The demo of the drawing service answered on the same port. */
  draw: DrawService;
};

const errorCodes = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  500: 'internal',
} as const;

function sendError(res: ServerResponse, status: keyof typeof errorCodes, message: string): void {
  sendJson(res, status, { status, error: errorCodes[status], message });
}

function checkSignature(params: URLSearchParams, secret: string, now: number): void {
  const sign = params.get('sign') ?? '';
  const timestamp = Number(params.get('timestamp'));
  if (!sign || !Number.isInteger(timestamp))
    throw new HttpError(401, 'timestamp and sign are required');
  if (Math.abs(now / 1000 - timestamp) > 300)
    throw new HttpError(401, 'timestamp is outside ±5 minutes');
  const expected = Buffer.from(signParams(Object.fromEntries(params), secret));
  const given = Buffer.from(sign.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(401, 'sign does not match');
  }
}

/** The request line's target as a path: `*` and other forms without a leading slash are `/`. */
function requestPath(target: string | undefined): string {
  return target?.startsWith('/') ? target : '/';
}

async function handle(req: IncomingMessage, res: ServerResponse, options: ServiceOptions) {
  // Appended, not resolved: a request line of `//x` would otherwise name a host, and `//` none.
  const url = new URL(`http://service.invalid${requestPath(req.url)}`);
  const { pathname } = url;
  if (await serveDraw(req, res, pathname, options.draw, options.origin)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendError(res, 405, `${req.method} is not allowed; every content endpoint is GET`);
  }
  const content = options.store.current();
  if (pathname === '/health') {
    // What it serves, so that a launcher finding it on the port can tell whether to reuse it.
    return sendJson(res, 200, {
      status: 'ok',
      loadedAt: content.loadedAt.toISOString(),
      seed: seedFingerprint(options.seedDir),
      origin: options.origin,
    });
  }
  const route = routes[pathname];
  if (route) {
    if (options.signSecret) checkSignature(url.searchParams, options.signSecret, Date.now());
    const given = req.headers[previewTokenHeader];
    const draft = readsDrafts(
      pathname,
      url.searchParams,
      typeof given === 'string' ? given : undefined,
      options.previewToken,
    );
    return sendJson(
      res,
      200,
      route(new Query(url.searchParams), {
        content: draft ? options.store.draft() : content,
        origin: options.origin,
      }),
    );
  }
  if (await serveImage(pathname, options.seedDir, res)) return;
  if (serveStandIn(pathname, content, res)) return;
  sendError(res, 404, `nothing at ${pathname}`);
}

export function createContentServer(options: ServiceOptions): Server {
  const server = createServer((req, res) => {
    handle(req, res, options).catch((error: unknown) => {
      if (error instanceof HttpError) return sendError(res, error.status, error.message);
      log.error('content-service: request failed', {
        method: req.method,
        path: req.url,
        cause: error,
      });
      if (res.headersSent) res.destroy();
      else sendError(res, 500, 'internal error');
    });
  });
  // Node closes an idle connection after 5 s, and fetch (undici) may send its next request on
  // it just then: "fetch failed: other side closed" (nodejs/undici#3141). So idle connections
  // stay open for a minute; the client, told so in the Keep-Alive header, drops them well before.
  server.keepAliveTimeout = 60_000;
  return server;
}
