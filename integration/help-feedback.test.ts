// Article feedback on the release as a server runs it, with nothing set: the embedded database
// (PGlite, its WebAssembly files and the migrations in the release) opens and migrates itself at
// start, and the endpoints save and read an answer from the site's own pages only.
import { expect, test } from 'vitest';
import { poll } from '#tools/testing/poll.ts';
import { site, siteUrl } from './site.ts';

// An article id no other test answers: the tests' requests are all one visitor.
const articleId = 990_001;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(siteUrl('/api/help/feedback'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin, ...headers },
    body: JSON.stringify(body),
  });

test('an answer is saved by the embedded database, changed the same day, and read back', async () => {
  const first = await poll(
    async () => {
      const response = await post({ articleId, locale: 'en', helpful: true });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    // 503 while the database opens, the first time the release starts.
    ({ status }) => expect(status).toBe(200),
    { message: 'the feedback endpoint saves', timeout: 180_000 },
  );
  expect(first.body).toMatchObject({ saved: true, replaced: false });
  const changed = await post({ articleId, locale: 'en', helpful: false, reason: 'unclear' });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('cache-control')).toBe('private, no-store');
  expect(await changed.json()).toMatchObject({ replaced: true, answer: { helpful: false } });
  const read = await fetch(siteUrl(`/api/help/feedback?articleId=${articleId}`));
  expect(await read.json()).toEqual({
    answer: { articleId, locale: 'en', helpful: false, reason: 'unclear', comment: null },
  });
});

test('another site’s answer is refused with 403, a bad one with 400, and neither is saved', async () => {
  const crossSite = await post(
    { articleId: articleId + 1, locale: 'zh', helpful: true },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  );
  expect(crossSite.status).toBe(403);
  const bad = await post({
    articleId: articleId + 1,
    locale: 'zh',
    helpful: true,
    reason: 'other',
  });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ error: 'reason and comment come only with helpful: false' });
  const read = await fetch(siteUrl(`/api/help/feedback?articleId=${articleId + 1}`));
  expect(await read.json()).toEqual({ answer: null });
});
