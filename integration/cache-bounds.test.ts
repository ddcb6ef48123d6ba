// Addresses anyone can invent never reach the cache: a thousand random unknown paths of the
// shapes a route accepts (any path, a part of an announcement, a stable download link, the
// release list under a made-up locale, a help section, a help heading's articles) each answer 404
// and leave the served build's page and data caches with exactly the entries they had. And `/`,
// whose answer depends on the visitor, is never kept by a shared cache.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { get, site } from './site.ts';

const cacheFolders = [
  join(site.buildDir, 'server', 'app'),
  join(site.buildDir, 'cache', 'fetch-cache'),
];

function countEntries(): number {
  return cacheFolders
    .map((folder) => {
      try {
        return readdirSync(folder, { recursive: true }).length;
      } catch {
        return 0;
      }
    })
    .reduce((sum, count) => sum + count, 0);
}

function randomPart(): string {
  return `x${Math.random().toString(36).slice(2, 10)}`;
}

const shapes: ((prefix: string) => string)[] = [
  (prefix) => `${prefix}/${randomPart()}/${randomPart()}`,
  (prefix) => `${prefix}/announcement/1/${randomPart()}`,
  (prefix) => `${prefix}/download/latest/${randomPart()}`,
  () => `/${randomPart()}/download/releases.json`,
  // A section its heading does not hold: the heading is read, the page answers 404.
  (prefix) => `${prefix}/support/1/section/${Math.floor(1e5 + Math.random() * 9e8)}`,
  // A heading id the content service does not know: read, answered 404, kept nowhere.
  (prefix) =>
    `/api/help/tree?locale=${prefix ? 'en' : 'zh'}&typeId=${Math.floor(1e5 + Math.random() * 9e8)}`,
];

function unknownPaths(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const shape = shapes[index % shapes.length] ?? shapes[0];
    const prefix = Math.floor(index / shapes.length) % 2 === 0 ? '' : '/en';
    return shape ? shape(prefix) : '/';
  });
}

async function statusOf(path: string): Promise<string> {
  const response = await get(path);
  // Read to its end, as a visitor would: a render cut short might never write to the cache.
  await response.arrayBuffer();
  return `${response.status} ${path}`;
}

// Counts the entries of the served build's caches, which any other request could add to: the
// integration files run one at a time, and this file's other tests run after it.
test('a thousand unknown addresses answer 404 and add nothing to the cache', async () => {
  // One of each first, and the pages they lean on: what a first visit of a known page may cache
  // (the announcement a part belongs to) is in the cache before counting starts.
  for (const path of ['/announcement/1', '/en/announcement/1', ...unknownPaths(8)]) {
    await statusOf(path);
  }
  const before = countEntries();
  expect(before).toBeGreaterThan(0);

  const paths = unknownPaths(1000);
  const answers: string[] = [];
  const batch = 16;
  for (let start = 0; start < paths.length; start += batch) {
    const slice = paths.slice(start, start + batch);
    answers.push(...(await Promise.all(slice.map(statusOf))));
  }
  expect(answers.filter((answer) => !answer.startsWith('404 '))).toEqual([]);
  // A known page afterwards: a cache write still pending from the batch lands before it.
  expect(await statusOf('/download')).toBe('200 /download');
  expect(countEntries()).toBe(before);
}, 300_000);

test('a known part of an announcement is still a page of its own', async () => {
  const article = await (await get('/announcement/1')).text();
  const id = /<h2[^>]* id="([^"]+)"/.exec(article)?.[1];
  expect(id).toBeTruthy();
  const part = await get(`/announcement/1/${id ?? ''}`);
  expect(part.status).toBe(200);
});

test('/ is never kept by a shared cache, whatever it answers', async () => {
  for (const headers of [{ 'accept-language': 'zh-CN' }, { 'accept-language': 'en-US' }]) {
    const response = await get('/', headers);
    expect([200, 302]).toContain(response.status);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  }
});

test('/api/health says the build and that the content service answered', async () => {
  // A part of an announcement is rendered per request, so its read has surely run.
  expect((await get('/announcement/1/no-such-part')).status).toBe(404);
  const response = await get('/api/health');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { buildId?: string; content?: { answered?: unknown } };
  expect(body.buildId).toMatch(/^[\w-]+$/);
  expect(body.buildId).not.toBe('unknown');
  expect(body.content?.answered).toBe(true);
});
