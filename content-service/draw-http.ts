// The drawing contract on the reference service's port: `/aiapi/v1/*` answered by the demo, with
// the `auth-token` header checked like the real service checks it, and `/files/draw/<id>.svg`
// serving finished pictures.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { drawRequest, taskDetailRequest } from '#content-schema/aiapi.zod.ts';
import { config, type Env } from '#lib/config/index.ts';
import { DrawDemo } from './draw.ts';
import { sendJson } from './send-json.ts';

export type DrawService = { demo: DrawDemo; token: string };

/** The demo as its settings describe it; every one has a default that works. */
export function drawServiceFromEnv(env?: Env): DrawService {
  const { token, ...settings } = config(env).contentService.drawDemo;
  return { token, demo: new DrawDemo(settings) };
}

const fail = (res: ServerResponse, status: number, msg: string) =>
  sendJson(res, status, { code: status, msg, data: null });

function authorised(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(String(req.headers['auth-token'] ?? ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

const endpoints: Record<string, 'GET' | 'POST'> = {
  '/aiapi/v1/client/detail': 'GET',
  '/aiapi/v1/draw': 'POST',
  '/aiapi/v1/task/detail': 'POST',
};

/** Answers a drawing request; false when the path is not one of the drawing service's. */
export async function serveDraw(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  { demo, token }: DrawService,
  origin: string,
): Promise<boolean> {
  const picture = /^\/files\/draw\/([\w-]{1,128})\.svg$/.exec(pathname);
  if (picture && (req.method === 'GET' || req.method === 'HEAD')) {
    const svg = demo.picture(picture[1] ?? '');
    if (svg === undefined) return false;
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      'content-length': Buffer.byteLength(svg),
      'cache-control': 'public, max-age=86400, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : svg);
    return true;
  }
  const method = endpoints[pathname];
  if (!method) return false;
  if (req.method !== method) {
    res.setHeader('allow', method);
    fail(res, 405, `${req.method} is not allowed; use ${method}`);
    return true;
  }
  if (!authorised(req, token)) {
    fail(res, 401, 'invalid auth-token');
    return true;
  }
  if (method === 'GET') {
    sendJson(res, 200, demo.clientDetail());
    return true;
  }
  const body = await readJson(req);
  const schema = pathname === '/aiapi/v1/draw' ? drawRequest : taskDetailRequest;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    fail(res, 400, parsed.error.issues[0]?.message ?? 'the body is not valid');
    return true;
  }
  const answer =
    'prompt' in parsed.data
      ? demo.draw(parsed.data.prompt)
      : demo.taskDetail(parsed.data.taskId, (id) => `${origin}/files/draw/${id}.svg`);
  sendJson(res, 200, answer);
  return true;
}
