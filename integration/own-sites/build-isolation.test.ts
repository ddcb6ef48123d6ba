// `npm test` never touches the user's build: the test site is built into and served from its own
// folder (.next-e2e, through NEXT_DIST_DIR), never the `.next` of `npm run build`. Each test build
// proves the first half (tools/process/test-build.ts fails one that made or changed `.next`);
// this file proves the user's half: a user's build and site, with the user's own settings, are
// their own.
//
// Design. The proof runs where it cannot disturb anything: in a temporary copy of the project
// (sources copied, node_modules hard-linked with `cp -al`), on free ports, so neither the real
// project's .next nor any test site of the real project is involved.
//  1. The user: `npm run build`, then `npm start`, in the copy with a user's settings (its own
//     SITE_URL and webhook secret, no statistics id), reading a content service of its own on
//     another port (CONTENT_API_BASE, no CONTENT_PUBLIC_ORIGIN): its pages' pictures, every one
//     their HTML names, load and are allowed by the page's Content-Security-Policy. The build runs
//     with a REDIS_URL whose port only counts connections: nothing connects to Redis while
//     `next build` prerenders.
//  2. One page regenerated: its title edited in the seed, the signed webhook sent, the page
//     requested until it shows the edit. The files Next wrote for it are recorded.
//  3. The user's server, stopped and started anew with `npm start`, serves its own build with its
//     own settings: the edit, canonical links on its SITE_URL, no statistics; the user's
//     .next/BUILD_ID and the regenerated page's files are unchanged, in content and in
//     modification time.
// A production build takes a few minutes on a busy machine, hence the long timeout.
import { readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { config } from '#lib/config/index.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import {
  bareEnv,
  copyProject,
  filesChangedSince,
  fingerprint,
  inherited,
  removeCopy,
  run,
  type Running,
  start,
  waitForUrl,
} from '#tools/process/project-copy.ts';
import { e2eSettings } from '#tools/process/web-server.ts';
import { allowsImage } from '#tools/testing/content-security-policy.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { metaPolicies, picturesOf } from '#tools/testing/page-pictures.ts';

const root = new URL('../..', import.meta.url).pathname;

/** A port that only counts the connections made to it, posing as Redis. */
async function countingListener() {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
const id = 29;
const path = `/en/announcement/${id}`;
// The id the test site is built with: the user's site must never show it.
const { tongjiId } = e2eSettings(config().tooling.e2e, '');

async function page(origin: string) {
  const response = await fetch(`${origin}${path}`);
  const html = await response.text();
  return {
    html,
    csp: response.headers.get('content-security-policy') ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  };
}

async function webhook(origin: string, secret: string, tags: string[]) {
  return fetch(`${origin}/api/revalidate`, { method: 'POST', ...signedWebhook(secret, tags) });
}

// What Chromium asks for pictures with: the image optimiser picks its format by it.
const imageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** Why the picture at `address` is not one a browser would show, or null if it is. */
async function pictureFault(address: string): Promise<string | null> {
  try {
    const response = await fetch(address, {
      headers: { accept: imageAccept },
      signal: AbortSignal.timeout(60_000),
    });
    const type = response.headers.get('content-type') ?? '';
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status === 200 && /^image\//i.test(type) && bytes > 0) return null;
    return `${address}: ${response.status} ${type || '(no type)'}, ${bytes} bytes`;
  } catch (error) {
    return `${address}: ${String(error)}`;
  }
}

/**
 * The pages with content pictures name at least one from the content service (at either loopback
 * name), directly or resized by the site's image optimiser (which fetches only from the origin its
 * own build was configured with). Every picture each page names, in any srcset candidate or
 * preload, answers 200 with an image (an optimised one through the site, as a browser asks for
 * it), and the page's Content-Security-Policy (header and any <meta> one) allows its address.
 * What a browser would load is a subset of this; a refusal by the policy is what Chromium would
 * have logged.
 */
async function expectPicturesLoad(origin: string, servicePort: number) {
  const fromService = (source: string) => {
    const url = new URL(source);
    return ['localhost', '127.0.0.1'].includes(url.hostname) && url.port === String(servicePort);
  };
  for (const address of ['/announcement', '/show', `/en/announcement/${id}`]) {
    const response = await fetch(`${origin}${address}`);
    expect(response.status, address).toBe(200);
    const html = await response.text();
    const pictures = picturesOf(html, response.url);
    const content = pictures.filter(({ source }) => fromService(source));
    console.info(`${address}: ${pictures.length} pictures, ${content.length} from the service`);
    expect(
      content.length,
      `pictures of ${address} from the content service: ${pictures.map((p) => p.address).join(' ')}`,
    ).toBeGreaterThan(0);

    const header = response.headers.get('content-security-policy') ?? '';
    expect(header, `${address}: a Content-Security-Policy`).toMatch(/img-src|default-src/);
    const policies = [header, ...metaPolicies(html, response.url)];
    const refused = pictures
      .map(({ address: picture }) => picture)
      .filter((picture) => policies.some((policy) => !allowsImage(policy, picture, response.url)));
    expect(refused, `${address}: refused by its Content-Security-Policy ${header}`).toEqual([]);

    // A few at a time: each resize is a core's work for a moment.
    const faults: (string | null)[] = [];
    for (let at = 0; at < pictures.length; at += 4) {
      const batch = pictures.slice(at, at + 4);
      faults.push(...(await Promise.all(batch.map((picture) => pictureFault(picture.address)))));
    }
    expect(
      faults.filter((fault) => fault !== null),
      address,
    ).toEqual([]);
  }
}

/** What the user's site must show: its own build (the edit), its SITE_URL, no statistics. */
async function expectUsersSite(origin: string, edited: string) {
  const shown = await page(origin);
  expect(shown.html).toContain(edited);
  expect(shown.canonical).toBe(`${origin}${path}`);
  expect(shown.html).not.toContain(tongjiId);
  expect(shown.csp).not.toContain('hm.baidu.com');
}

/**
 * The files of the user's build changed since `since`, once they have stopped changing: Next
 * may write a regenerated page's files (HTML, RSC payload, metadata) after it has answered with
 * the page. The list, each file's size and modification time, must hold still over a second,
 * with the page's HTML among the files, before the test records their fingerprints.
 */
async function settledChanges(folder: string, since: number, html: string): Promise<string[]> {
  let last = '';
  let stillSince = Date.now();
  let files: string[] = [];
  await expect
    .poll(
      () => {
        files = filesChangedSince(folder, since);
        const now = JSON.stringify(fingerprint(folder, files));
        if (now !== last) [last, stillSince] = [now, Date.now()];
        return files.some((file) => file.endsWith(html)) && Date.now() - stillSince >= 1000;
      },
      { timeout: 30_000, interval: 200, message: 'the regenerated files settle' },
    )
    .toBe(true);
  return files;
}

it(
  'a user’s build and site in a copy of the project serve the user’s own settings and content',
  async () => {
    expect(tongjiId, 'the test site is built with a statistics id').toMatch(/^[0-9a-f]{32}$/);
    const copy = copyProject(root);
    const running: Running[] = [];
    const launch = (command: string, env: Record<string, string>) => {
      const started = start(command, copy, env);
      running.push(started);
      return started;
    };
    try {
      const [userPort = 0, userContentPort = 0] = await freePorts(2);
      const user = `http://127.0.0.1:${userPort}`;
      // The user's own content service, on its own port: the site only knows its address.
      const service = `http://127.0.0.1:${userContentPort}`;
      const serviceEnv = bareEnv({ CONTENT_SERVICE_PORT: String(userContentPort) });
      const userService = launch('node content-service/main.ts', serviceEnv);
      await waitForUrl(`${service}/health`, userService, 60_000);
      const userEnv = bareEnv({
        PORT: String(userPort),
        SITE_URL: user,
        CONTENT_API_BASE: service,
        REVALIDATE_SECRET: 'users-own-webhook-secret-7b3e5f',
      });

      // 1. The user's build and site.
      const redis = await countingListener();
      try {
        // Neither Next's type check (the checks compile the same sources) nor, in CI, its
        // build cache (never read again) tells anything about whose build is whose.
        await run('npm run build', copy, {
          ...userEnv,
          REDIS_URL: redis.url,
          BUILD_TYPECHECK: '0',
          ...inherited(['CI']),
        });
      } finally {
        await redis.close();
      }
      expect(redis.connections(), 'connections to Redis during the build').toBe(0);
      let userSite = launch('npm start', userEnv);
      await waitForUrl(`${user}/robots.txt`, userSite, 60_000);
      expect((await page(user)).csp).not.toContain('localhost:4010');
      // The service writes its pictures' addresses with `localhost`, the site reads it at 127.0.0.1.
      await expectPicturesLoad(user, userContentPort);

      // 2. One page regenerated on the user's site.
      const seedFile = join(
        copy,
        'content-service/seed/announcements',
        `${String(id).padStart(3, '0')}.json`,
      );
      const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as { en: { title: string } };
      const edited = `Regenerated on the user’s site ${Date.now()}`;
      seed.en.title = edited;
      writeFileSync(seedFile, JSON.stringify(seed, null, 2));
      const beforeWebhook = Date.now();
      expect(
        (await webhook(user, 'users-own-webhook-secret-7b3e5f', [`announcement:${id}`])).status,
      ).toBe(200);
      await expect
        .poll(async () => (await page(user)).html, { timeout: 30_000, interval: 250 })
        .toContain(edited);
      const userBuild = join(copy, '.next');
      const regenerated = await settledChanges(userBuild, beforeWebhook, `announcement/${id}.html`);
      const regeneratedHtml = regenerated.filter((file) =>
        file.endsWith(`announcement/${id}.html`),
      );
      expect(regeneratedHtml, `regenerated: ${regenerated.join(', ')}`).not.toEqual([]);
      const watched = ['BUILD_ID', ...regenerated];
      const before = fingerprint(userBuild, watched);

      // 3. `npm start` anew: it still serves the user's build, untouched.
      await userSite.stop();
      userSite = launch('npm start', userEnv);
      await waitForUrl(`${user}/robots.txt`, userSite, 60_000);
      await expectUsersSite(user, edited);
      expect(fingerprint(userBuild, watched)).toEqual(before);
    } finally {
      await Promise.all(running.map((each) => each.stop()));
      removeCopy(copy);
    }
  },
  15 * 60_000,
);
