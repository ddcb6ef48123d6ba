// The edge's logs never keep a preview link's signature: real nginx on the rendered template, in
// front of a stand-in instance, is sent preview links and signed addresses, and its access and
// error logs are read back. Every other request keeps its query in the access log.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '#tools/testing/free-ports.ts';
import { poll } from '#tools/testing/poll.ts';
import { hopSocketIn, renderEdgeConf } from './nginx-conf.ts';
import { findNginx, type Nginx, startNginx } from './nginx-process.ts';

const nginxBinary = findNginx();
const folder = mkdtempSync(join(tmpdir(), 'mantisoft-edge-log-'));
const prefix = join(folder, 'nginx');
let nginx: Nginx | undefined;
let instance: Server | undefined;
let port = 0;

/** A signature as a preview link carries it, with characters a URL encodes. */
const signature = (n: number) => `v1,SeCrEt${n}+sIgNaTuRe/${'x'.repeat(30)}=`;

beforeAll(async () => {
  if (!nginxBinary) return;
  // nginx's workers (nobody, when it is started by root) reach the prefix through this folder.
  chmodSync(folder, 0o755);
  instance = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/api/preview') ? 303 : 200, { location: '/' });
    res.end('ok');
  });
  await new Promise<void>((resolve) => instance?.listen(0, '127.0.0.1', resolve));
  const upstream = (instance.address() as AddressInfo).port;
  [port = 0] = await freePorts(1);
  nginx = await startNginx({
    prefix,
    port,
    conf: renderEdgeConf({
      listen: `127.0.0.1:${port}`,
      serverNames: ['localhost'],
      upstreams: [`127.0.0.1:${upstream}`],
      hop: hopSocketIn(prefix),
    }),
  });
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  if (instance?.listening) {
    const closed = new Promise((resolve) => instance?.close(resolve));
    instance.closeAllConnections();
    await closed;
  }
  rmSync(folder, { recursive: true, force: true });
});

/** One GET to the edge as the site's host; resolves with the status and the request's id. */
function get(path: string): Promise<{ status: number; id: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: 'localhost' } },
      (answer) => {
        answer.resume();
        answer.once('end', () =>
          resolve({ status: answer.statusCode ?? 0, id: String(answer.headers['x-request-id']) }),
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

const log = (name: string) => readFileSync(join(prefix, 'logs', name), 'utf8');

/** The access log's line of the request `id`, once nginx has written it (within a second). */
const accessLine = (id: string) =>
  poll(
    async () =>
      log('access.log')
        .split('\n')
        .find((line) => line.includes(`rid=${id}`)) ?? '',
    (line) => expect(line).not.toBe(''),
    { message: `the access log's line of ${id}`, timeout: 10_000 },
  );

const preview = (n: number) =>
  `/api/preview?${new URLSearchParams({ path: '/en/support', expires: '1767225600', signature: signature(n) })}`;

describe.skipIf(!nginxBinary)('the edge’s logs', () => {
  it('write a preview link’s request without its query, and any signed address’s too', async () => {
    const requests = [
      preview(1),
      // Another spelling of the route reaches it all the same.
      preview(2).replace('/api/preview', '/api//preview'),
      `/en/support?x=1&signature=${encodeURIComponent(signature(3))}`,
      `/en/support?%73ignature=${encodeURIComponent(signature(4))}`,
    ];
    const ids: string[] = [];
    for (const path of requests) ids.push((await get(path)).id);
    for (const [index, id] of ids.entries()) {
      const line = await accessLine(id);
      expect(line).toMatch(/"GET \/[^ ?]*\?\[not-logged\] HTTP\/1\.1"/);
      expect(line).not.toContain(`SeCrEt${index + 1}`);
    }
    const access = log('access.log');
    expect(access).not.toMatch(/SeCrEt|signature=|expires=/i);
    expect(log('error.log')).not.toMatch(/SeCrEt/);
  }, 30_000);

  it('keep every other request’s query, for the operator', async () => {
    const { status, id } = await get('/en/support?q=engraving&page=2');
    expect(status).toBe(200);
    expect(await accessLine(id)).toContain('"GET /en/support?q=engraving&page=2 HTTP/1.1" 200 ');
  }, 30_000);

  it('keep a preview link out of the error log when the instances fail', async () => {
    const closed = new Promise((resolve) => instance?.close(resolve));
    instance?.closeAllConnections();
    await closed;
    const { status, id } = await get(preview(5));
    expect(status).toBe(502);
    expect(await accessLine(id)).toMatch(/"GET \/api\/preview\?\[not-logged\] HTTP\/1\.1" 502 /);
    // So is a help report link (lib/help-report), signed the same way.
    const report = await get(
      `/help-report?from=2026-06-01&to=2026-06-30&locale=all&expires=1767225600&signature=${encodeURIComponent(signature(6))}`,
    );
    expect(report.status).toBe(502);
    // The same failure on a page is in the error log, with its request: the log is written.
    const page = await get('/en/announcement?after=preview');
    expect(page.status).toBe(502);
    await poll(
      async () => log('error.log'),
      (text) => expect(text).toContain('/en/announcement?after=preview'),
      { message: 'the page’s failure in the error log', timeout: 10_000 },
    );
    expect(log('error.log')).not.toMatch(/SeCrEt|\/api\/preview|\/help-report/);
  }, 30_000);
});
