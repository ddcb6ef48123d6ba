// The embedded content service and its drawing demo under requests built to break them: any
// path, query string, method, body and header is a 2xx, 3xx or 4xx with a message, never a 5xx
// or a stack trace, and the service still answers a normal request afterwards.
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import {
  expectHonestAnswer,
  headerText,
  hostileBody,
  hostileText,
  runs,
} from '#tools/testing/hostile-input.ts';
import { routes } from './api.ts';
import { DrawDemo } from './draw.ts';
import { type Running, startService } from '#tools/testing/content-service.ts';

const token = 'hostile-input-demo-token';
let plain: Running;
let signed: Running;

beforeAll(async () => {
  // A failure would be logged here; the answers are what the test checks.
  captureLog();
  const demo = new DrawDemo({ taskMs: 50, balance: 1_000_000, failWords: [], refuseWords: [] });
  [plain, signed] = await Promise.all([
    startService({ draw: { demo, token } }),
    startService({ signSecret: 'hostile-input-sign-secret' }),
  ]);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all([plain.stop(), signed.stop()]);
});

/** Percent-encodes what may not stand raw in a request line; a stray `%` is kept on purpose. */
function rawPath(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[\w\-.~!$&'()*+,;=:@/%?]/.test(char)
        ? char
        : `%${byte.toString(16).padStart(2, '0')}`;
    })
    .join('');
}

const knownPaths = [
  ...Object.keys(routes),
  '/aiapi/v1/draw',
  '/aiapi/v1/task/detail',
  '/aiapi/v1/client/detail',
  '/files/draw/x.svg',
  '/health',
  '/files/',
  '/images/',
];

const path = fc.oneof(
  fc.tuple(fc.constantFrom(...knownPaths), hostileText).map(([known, tail]) => known + tail),
  fc.constantFrom(...knownPaths),
  hostileText.map((text) => `/${text}`),
);

const query = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom('id', 'lang', 'page', 'pageSize', 'keyword', 'typeId', 'sign', 'timestamp'),
      hostileText,
    ),
    fc.oneof(fc.integer().map(String), hostileText),
  ),
  { maxLength: 5 },
);

const method = fc.constantFrom(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'PROPFIND',
  'TRACE',
);

const headers = fc.dictionary(
  fc.constantFrom('auth-token', 'content-type', 'accept', 'range', 'if-none-match', 'x-anything'),
  fc.oneof(fc.constant(token), headerText),
);

type Answer = { status: number; body: string };

function send(
  origin: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
) {
  const { port } = new URL(origin);
  // Node frames a DELETE's or an OPTIONS' body only when told its length.
  const headers =
    options.body === undefined
      ? options.headers
      : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function expectHonest(answer: Answer, method_: string, what: string) {
  // A HEAD answer has no body to carry a message; its status must still be honest.
  const body = method_ === 'HEAD' && answer.body === '' ? '{"error":"(head)"}' : answer.body;
  const isJson = answer.status >= 400 || body.startsWith('{');
  await expectHonestAnswer(new Response(isJson ? body : '', { status: answer.status }), what);
}

describe('the content service with hostile requests', () => {
  it('answers any path, query string, method, header and body without a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        path,
        query,
        method,
        headers,
        fc.option(hostileBody, { nil: undefined }),
        async (p, q, m, h, body) => {
          const search = q.length ? `?${new URLSearchParams(q).toString()}` : '';
          const target = rawPath(p) + search;
          const sendBody = m === 'GET' || m === 'HEAD' ? undefined : body;
          const answer = await send(plain.origin, {
            method: m,
            path: target,
            headers: h,
            body: sendBody,
          });
          await expectHonest(answer, m, `${m} ${target}`);
        },
      ),
      runs,
    );
  });

  it('answers request targets that look like a host or have no path', async () => {
    // Found by the property above: a URL parser reads `//…` as a host, and the service must still
    // read its own address.
    for (const target of ['//', '//evil.example/api/announcement/getAnno', '///health']) {
      const answer = await send(plain.origin, { method: 'GET', path: target, headers: {} });
      await expectHonest(answer, 'GET', `GET ${target}`);
    }
  });

  it('answers any signature and timestamp with a 401 or an answer, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(routes)), query, async (route, q) => {
        const target = `${route}?${new URLSearchParams(q).toString()}`;
        const answer = await send(signed.origin, { method: 'GET', path: target, headers: {} });
        await expectHonest(answer, 'GET', target);
      }),
      runs,
    );
  });

  it('turns away a request that is not HTTP at all', async () => {
    const { port } = new URL(plain.origin);
    for (const garbage of [
      '\u0000\u0001\u0002\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'x'.repeat(20_000) + '\r\n\r\n',
    ]) {
      const reply = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(garbage));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
      });
      // Node's parser answers 4xx (or just closes); the service never sees it.
      expect(reply, JSON.stringify(garbage.slice(0, 40))).not.toMatch(/^HTTP\/1\.1 5/);
    }
  });

  it('still answers a normal request afterwards', async () => {
    const list = await fetch(`${plain.origin}/api/announcement/getList?lang=1&page=1&pageSize=5`);
    expect(list.status).toBe(200);
    const drawn = await fetch(`${plain.origin}/aiapi/v1/draw`, {
      method: 'POST',
      headers: { 'auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a lighthouse', modelStyleId: 1 }),
    });
    expect(drawn.status).toBe(200);
  });
});
