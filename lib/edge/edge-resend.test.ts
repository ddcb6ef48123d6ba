// An instance that stops listening resets the connections still in its accept queue, whose
// requests nginx has already sent; nginx sends a POST again only where the template allows it.
// Real nginx on the rendered template, in front of two stand-in instances that reset the first
// delivery of every request (as the accept queue does) and answer the second: a POST to the
// webhook, the help endpoints or the drawing proxy reaches the other instance and is answered; a
// POST anywhere else is the visitor's 502.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '#tools/testing/free-ports.ts';
import { hopSocketIn, renderEdgeConf } from './nginx-conf.ts';
import { findNginx, type Nginx, startNginx } from './nginx-process.ts';

const nginxBinary = findNginx();
const folder = mkdtempSync(join(tmpdir(), 'mantisoft-edge-resend-'));
const prefix = join(folder, 'nginx');
const deliveryHeader = 'x-test-delivery';
/** The deliveries the stand-ins saw: request id → how many times, and which reset it. */
const seen = new Map<string, number>();
const resets: string[] = [];
let nginx: Nginx | undefined;
const instances: Server[] = [];
let port = 0;

/** A stand-in instance: resets a request's first delivery, answers 200 to the next. */
function standIn(name: string): Promise<Server> {
  const server = createServer((socket) => {
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      if (head.includes('\r\n\r\n')) return;
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      const id = new RegExp(`^${deliveryHeader}: (.+)\\r$`, 'im').exec(head)?.[1] ?? '';
      const deliveries = (seen.get(id) ?? 0) + 1;
      seen.set(id, deliveries);
      if (deliveries === 1) {
        resets.push(`${name} ${id}`);
        socket.resetAndDestroy();
        return;
      }
      socket.end(
        `HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 8\r\nconnection: close\r\n\r\nanswered`,
      );
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  if (!nginxBinary) return;
  chmodSync(folder, 0o755);
  instances.push(await standIn('a'), await standIn('b'));
  [port = 0] = await freePorts(1);
  const conf = renderEdgeConf({
    listen: `127.0.0.1:${port}`,
    serverNames: ['localhost'],
    upstreams: instances.map((server) => `127.0.0.1:${(server.address() as AddressInfo).port}`),
    hop: hopSocketIn(prefix),
  });
  // Here every request meets a reset: an instance is never taken out for it, so that each POST
  // below finds the other instance there and only the resend rule decides.
  nginx = await startNginx({ prefix, port, conf: conf.replaceAll('max_fails=1', 'max_fails=0') });
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of instances) await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

/** A POST to the edge as the site's host, its delivery named; resolves with status and body. */
function post(path: string): Promise<{ status: number; body: string; id: string }> {
  const id = randomUUID();
  const body = JSON.stringify({ prompt: 'a laser', taskId: 'task-1' });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [deliveryHeader]: id,
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.once('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString(), id }),
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

describe.skipIf(!nginxBinary)('a POST that met a reset at an instance', () => {
  it.each([
    '/api/revalidate',
    '/api/help/feedback',
    '/api/help/search-events',
    '/aiapi/v1/draw',
    '/aiapi/v1/captcha',
    '/aiapi/v1/task/detail',
  ])('is sent to the other instance: %s', async (path) => {
    const { status, body, id } = await post(path);
    expect(seen.get(id), 'deliveries').toBe(2);
    expect({ status, body }).toEqual({ status: 200, body: 'answered' });
  });

  it('is the visitor’s 502 anywhere else', async () => {
    for (const path of ['/', '/en/support']) {
      const { status, id } = await post(path);
      expect(seen.get(id), `deliveries of ${path}`).toBe(1);
      expect(status, path).toBe(502);
    }
    expect(resets.length).toBeGreaterThanOrEqual(8);
  });
});
