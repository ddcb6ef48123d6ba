// The edge (deploy/nginx/site.conf) in front of an instance of the production build, with real
// nginx: a crowd costs the instance about one request, the HTML and RSC answers of one URL never
// stand in for each other, nor one visitor's picture format for another's, a webhook shows through
// the edge at once, the last good page outlives the instance, nothing that depends on the visitor
// is stored, and the visitor cannot choose the address the instance counts them under. What reached
// the instance is counted by the recording proxy between the two (e2e/recording-proxy.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pictureLifetimeSeconds } from '#lib/image-optimizer.ts';
import { announcementFile } from './content-edit.ts';
import { type EdgeSite, startEdgeSite } from './edge-site.ts';
import { setCookieMarker } from './recording-proxy.ts';

let site: EdgeSite;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startEdgeSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.origin}${path}`, { headers, redirect: 'manual' });

test('200 visitors at once on one page reach the instance as a handful of requests', async () => {
  const path = '/en/announcement';
  const answers = await Promise.all(Array.from({ length: 200 }, () => get(path)));
  const bodies = await Promise.all(answers.map((answer) => answer.text()));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(bodies.every((body) => body.includes('</html>'))).toBe(true);
  expect(site.recorder.count(path)).toBeGreaterThanOrEqual(1);
  expect(site.recorder.count(path)).toBeLessThanOrEqual(5);
});

test('the HTML and the RSC payload of one URL are kept apart', async () => {
  // Next asks for the RSC payload with `RSC: 1` and an `_rsc` query, a hash of the router
  // headers (empty without them; another value is redirected to it).
  const path = '/en/support?_rsc';
  const html = 'text/html';
  const rsc = 'text/x-component';
  const type = async (headers: Record<string, string>) => {
    const answer = await get(path, headers);
    await answer.arrayBuffer();
    return answer.headers.get('content-type') ?? '';
  };
  expect(await type({ RSC: '1' })).toContain(rsc);
  expect(await type({})).toContain(html);
  expect(await type({ RSC: '1' })).toContain(rsc);
  // An empty RSC header is no RSC request: it neither gets nor stores a payload as the page.
  expect(await type({ RSC: '' })).toContain(html);
  expect(await type({})).toContain(html);
  const other = '/en/family?_rsc';
  const first = await get(other, { RSC: '' });
  expect(first.headers.get('content-type')).toContain(html);
  expect(await first.text()).toContain('</html>');
  expect((await get(other)).headers.get('content-type')).toContain(html);
});

test("a picture's format follows the visitor's Accept, whoever asked for it first", async () => {
  // A photograph of the seed, resized by the image optimiser as a phone's srcset asks for it.
  // The instance behind the edge allows the origin of its own content service.
  const photo = `${site.service.origin}/files/images/photos/showcase-common-line-kitchen-parts.jpg`;
  const picture = `/_next/image?url=${encodeURIComponent(photo)}&w=640&q=75`;
  const keptFor = `public, max-age=${pictureLifetimeSeconds}, must-revalidate`;
  const format = async (accept: string) => {
    const answer = await get(picture, { accept });
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    // A browser keeps the picture as long as the optimiser keeps its copy, also one the edge
    // answers from its own copy (which a page must never say).
    expect(answer.headers.get('cache-control')).toBe(keptFor);
    return [
      answer.headers.get('content-type'),
      answer.headers.get('x-cache-status'),
      answer.headers.get('etag'),
    ];
  };
  const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  // Safari before version 14, which cannot show WebP.
  const olderSafari = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
  expect((await format(chromium))[0]).toBe('image/webp');
  expect((await format(olderSafari))[0]).toBe('image/jpeg');
  expect((await format('image/webp;q=0, image/*'))[0]).toBe('image/jpeg');
  expect((await format('*/*'))[0]).toBe('image/jpeg');
  // Each format is kept: asked again, the edge answers from its copy.
  const [type, cache, etag] = await format(chromium);
  expect(type).toBe('image/webp');
  expect(cache).toMatch(/HIT|STALE|UPDATING/);
  // Asked again by a browser that has it: unchanged, and still to be kept as long.
  const again = await get(picture, { accept: chromium, 'if-none-match': etag ?? '' });
  expect(again.status).toBe(304);
  expect(again.headers.get('cache-control')).toBe(keptFor);
  expect((await format(olderSafari))[0]).toBe('image/jpeg');
  const page = await get('/en/show');
  await page.arrayBuffer();
  expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
});

test('answers that depend on the visitor or change per request are never served from the cache', async () => {
  // `/` both ways: the redirect an English browser gets, and the page a Chinese one gets.
  const visits: [path: string, language: string][] = [
    ['/', 'en'],
    ['/', 'zh-CN'],
    ['/api/revalidate', 'en'],
    ['/api/health', 'en'],
    ['/aiapi/v1/client/detail', 'en'],
    ['/api/help/search?q=laser&locale=en', 'en'],
    [`/en/download?${setCookieMarker}=1`, 'en'],
  ];
  for (const [path, language] of visits) {
    const before = site.recorder.count(path);
    for (let visit = 0; visit < 3; visit += 1) {
      const answer = await get(path, { 'accept-language': language });
      await answer.arrayBuffer();
      expect(answer.headers.get('x-cache-status') ?? 'none', path).not.toMatch(/HIT|STALE/);
    }
    expect(site.recorder.count(path), path).toBe(before + 3);
  }
  // A draft-mode visitor sees the instance's answer, never the stored page.
  const draft = '/en/help';
  await get(draft);
  const before = site.recorder.count(draft);
  const answer = await get(draft, { cookie: '__prerender_bypass=edge-test' });
  expect(answer.headers.get('x-cache-status')).toBe('BYPASS');
  expect(site.recorder.count(draft)).toBe(before + 1);
});

test('the instance sees the address of the connection, never one the visitor sent', async () => {
  const forged = '203.0.113.77';
  const path = '/api/health';
  await get(path, { 'x-real-ip': forged, 'x-forwarded-for': forged });
  const reached = site.recorder.requests.filter((each) => each.url === path).at(-1);
  expect(reached?.headers['x-real-ip']).toBe('127.0.0.1');
  expect(reached?.headers['x-forwarded-for']).toBe('127.0.0.1');
});

// A copy at the edge lives to the end of the second it was fetched in; the instance's
// regeneration comes after that (`npm run bench` measures both over many rounds). Tagged @timed,
// it runs after every other test, alone (playwright.config.ts).
test('a signed webhook shows through the edge within 2 s', { tag: '@timed' }, async () => {
  const id = 3;
  const path = `/en/announcement/${id}`;
  const file = join(site.service.seedDir, announcementFile(id));
  const edited = `Edited behind the edge ${Date.now()}`;
  const original = await readFile(file, 'utf8');
  const seed = JSON.parse(original) as { en: { title: string } };
  const shows = async (origin: string) =>
    (await (await fetch(`${origin}${path}`)).text()).includes(edited);
  expect(await shows(site.origin)).toBe(false);
  const served = async () => {
    const url = `${site.service.origin}/api/announcement/getAnno?lang=1&id=${id}`;
    return ((await (await fetch(url)).json()) as { title: string }).title;
  };
  try {
    // A running site: the instance has rendered a page before. The first render after a start
    // loads the page's code and takes about a second on this machine, which is not the edge's.
    expect((await site.webhook([`announcement:${id}`])).status).toBe(200);
    for (const until = Date.now() + 1500; Date.now() < until;) await shows(site.origin);

    await writeFile(file, JSON.stringify({ ...seed, en: { ...seed.en, title: edited } }));
    await expect.poll(served, { timeout: 30_000 }).toBe(edited);
    // Without the webhook the edge keeps showing the page the instance has.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await shows(site.origin)).toBe(false);

    expect((await site.webhook([`announcement:${id}`])).status).toBe(200);
    const sent = Date.now();
    // Only the edge is asked, as visitors ask it: its own refresh makes the instance render.
    await expect.poll(() => shows(site.origin), { intervals: [20], timeout: 60_000 }).toBe(true);
    const shown = Date.now() - sent;
    console.info(`edge: the edit showed through the edge ${shown} ms after the webhook`);
    expect(shown).toBeLessThanOrEqual(2000);
  } finally {
    await writeFile(file, original);
  }
});

test('with the instance down, the edge still serves the last good page', async () => {
  const path = '/en/announcement';
  const titleOf = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1];
  const title = titleOf(await (await get(path)).text());
  expect(title).toBeTruthy();
  await site.stopInstance();
  await expect
    .poll(async () => (await get(path)).headers.get('x-cache-status'), { timeout: 10_000 })
    .toBe('STALE');
  const answer = await get(path);
  expect(answer.status).toBe(200);
  const body = await answer.text();
  expect(titleOf(body)).toBe(title);
  expect(body).toContain('</html>');
});
