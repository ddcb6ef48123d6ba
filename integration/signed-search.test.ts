// With the old backend's request signature on, each call carries the second it was signed in.
// The help search must still be answered from its cache: five identical searches, each in a
// second of its own, reach the content service once, signed. A second server of the test build
// runs here with signing on, reading the test site's content service through a front that
// counts.
import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { copyBuild } from '#lib/build-copy.ts';
import { bareEnv, type Running, start, waitForUrl } from '#tools/process/project-copy.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { site } from './site.ts';

const root = join(import.meta.dirname, '..');
const searchPath = '/api/helpInfo/selInfo';

/** Forwards every call to the content service, keeping the URLs of the searches. */
function countingFront(port: number, searches: URL[]): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', site.contentOrigin);
    if (url.pathname === searchPath) searches.push(url);
    try {
      const upstream = await fetch(url, { method: request.method });
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      response.writeHead(502).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The first second after `after`, waited for on the clock. */
async function nextSecond(after: number): Promise<number> {
  await expect
    .poll(() => Math.floor(Date.now() / 1000), { timeout: 10_000 })
    .toBeGreaterThan(after);
  return Math.floor(Date.now() / 1000);
}

test('five identical signed searches make one call to the content service', async () => {
  const [frontPort = 0, sitePort = 0] = await freePorts(2);
  const searches: URL[] = [];
  const front = await countingFront(frontPort, searches);
  const origin = `http://127.0.0.1:${sitePort}`;
  let server: Running | undefined;
  // A copy of its own: the server regenerates pages into the folder it serves.
  const served = `${e2eBuildDir}-signed`;
  copyBuild(join(root, e2eBuildDir), join(root, served));
  try {
    server = start(
      'npm start',
      root,
      bareEnv({
        NEXT_DIST_DIR: served,
        PORT: String(sitePort),
        SITE_URL: origin,
        CONTENT_API_BASE: `http://127.0.0.1:${frontPort}`,
        CONTENT_API_SIGN_SECRET: 'e2e-sign-secret',
      }),
    );
    // A hang limit: a server start waits its turn on a busy machine.
    await waitForUrl(`${origin}/robots.txt`, server, 180_000);
    const keyword = `安装 ${Date.now()}`;
    const url = `${origin}/api/help/search?locale=zh&q=${encodeURIComponent(keyword)}`;
    let second = 0;
    for (let search = 0; search < 5; search += 1) {
      second = await nextSecond(second);
      const response = await fetch(url);
      expect(response.status, await response.clone().text()).toBe(200);
    }
    const mine = searches.filter((each) => each.searchParams.get('keyword') === keyword);
    expect(mine).toHaveLength(1);
    // It was signed on its way out.
    expect(mine[0]?.searchParams.get('sign')).toMatch(/^[0-9a-f]{32}$/);
    expect(mine[0]?.searchParams.get('timestamp')).toMatch(/^\d+$/);
  } finally {
    await server?.stop();
    await new Promise((resolve) => front.close(resolve));
    rmSync(join(root, served), { recursive: true, force: true });
  }
}, 300_000);
