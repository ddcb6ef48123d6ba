// The content team's refresh, end to end over HTTP: an edit in the running content service is
// not seen until the signed webhook names its tag, then is answered on the next requests. A
// forged, stale, replayed or malformed call changes nothing. (What a browser that kept the old
// page shows: e2e/revalidate.spec.ts.)
import { describe, expect, test } from 'vitest';
import {
  announcementFile,
  changeJson,
  contentEditTestTimeoutMs,
  contentJson,
  expectOnFetch,
  withContentEdit,
} from './content-edit.ts';
import { documentOf, getPage, textOf } from './html.ts';
import { siteUrl, webhook } from './site.ts';

const id = 29;
const path = `/en/announcement/${id}`;

const titleInService = async () =>
  (await contentJson<{ title: string }>(`/api/announcement/getAnno?lang=1&id=${id}`)).title;
const titleOnSite = async () => textOf(await getPage(path), 'h1');

test(
  'a signed webhook shows an edited announcement title on the next requests',
  { timeout: contentEditTestTimeoutMs },
  async () => {
    const before = await titleOnSite();
    expect(before.length).toBeGreaterThan(5);

    const edited = `Edited while running ${Date.now()}`;
    const edit = {
      file: announcementFile(id),
      change: changeJson<{ en: { title: string } }>((seed) => (seed.en.title = edited)),
      served: async () => (await titleInService()) === edited,
      tags: [`announcement:${id}`],
    };
    await withContentEdit(edit, async () => {
      // The page is static: the edit stays invisible without a webhook.
      expect(await titleOnSite()).toBe(before);

      const forged = await webhook([`announcement:${id}`], { secret: 'not-the-secret' });
      expect(forged.status).toBe(401);
      expect(await titleOnSite()).toBe(before);

      const signed = await webhook([`announcement:${id}`]);
      expect(signed.status).toBe(200);
      expect(await signed.json()).toMatchObject({
        revalidated: [`announcement:${id}`, 'announcement-list'],
      });
      await expectOnFetch(path, async (answer) => textOf(await documentOf(answer), 'h1')).toBe(
        edited,
      );
    });
    // Put back and published again: the next requests are answered with the original title.
    await expectOnFetch(path, async (answer) => textOf(await documentOf(answer), 'h1')).toBe(
      before,
    );
  },
);

describe('the webhook refuses bad calls', () => {
  test('a stale timestamp is 401, a replayed id revalidates nothing', async () => {
    const stale = await webhook(['help'], { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(401);
    const messageId = `msg_replayed_${Date.now()}`;
    const first = await webhook(['help'], { id: messageId });
    const again = await webhook(['help'], { id: messageId });
    expect(await first.json()).toMatchObject({ revalidated: ['help'], replayed: false });
    expect(await again.json()).toMatchObject({ revalidated: [], replayed: true });
  });

  test('an unknown tag is 400, other methods 405, a large body 413', async () => {
    const unknown = await webhook(['announcements']);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: expect.stringContaining('announcements') });
    const get = await fetch(siteUrl('/api/revalidate'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const large = await fetch(siteUrl('/api/revalidate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    });
    expect(large.status).toBe(413);
  });
});
