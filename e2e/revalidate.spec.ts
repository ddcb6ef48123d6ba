// The content team's refresh, end to end: an edit in the running content service is not seen
// until the signed webhook names its tag, then shows on the next visits. A forged call changes
// nothing.
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { pageCacheControl } from '#lib/page-cache-control.ts';
import {
  announcementFile,
  changeJson,
  contentEditTestTimeoutMs,
  expectOnVisit,
  settleTimeoutMs,
  withContentEdit,
} from './content-edit.ts';
import { contentOrigin, webhook } from './support.ts';

const id = 29;

async function titleInService(request: APIRequestContext, announcement = id) {
  const response = await request.get(
    `${contentOrigin()}/api/announcement/getAnno?lang=1&id=${announcement}`,
  );
  return ((await response.json()) as { title: string }).title;
}

// Edits the seed copy and sends its webhook: tagged @edits, it runs in the serial phase after every
// other test (playwright.config.ts).
test(
  'a signed webhook shows an edited announcement title on the next visits',
  { tag: '@edits' },
  async ({ page, request }) => {
    test.setTimeout(contentEditTestTimeoutMs);
    await page.goto(`/en/announcement/${id}`);
    const heading = page.getByRole('heading', { level: 1 });
    const before = (await heading.textContent()) ?? '';
    expect(before.length).toBeGreaterThan(5);

    const edited = `Edited while running ${Date.now()}`;
    const edit = {
      file: announcementFile(id),
      change: changeJson<{ en: { title: string } }>((seed) => (seed.en.title = edited)),
      served: async () => (await titleInService(request)) === edited,
      tags: [`announcement:${id}`],
    };
    await withContentEdit(request, edit, async () => {
      // The page is static: the edit stays invisible without a webhook.
      await page.reload();
      await expect(heading).toHaveText(before);

      const forged = await webhook(request, [`announcement:${id}`], { secret: 'not-the-secret' });
      expect(forged.status()).toBe(401);
      await page.reload();
      await expect(heading).toHaveText(before);

      const signed = await webhook(request, [`announcement:${id}`]);
      expect(signed.status()).toBe(200);
      expect(await signed.json()).toMatchObject({
        revalidated: [`announcement:${id}`, 'announcement-list'],
      });
      await expectOnVisit(page, `/en/announcement/${id}`, () => heading.textContent()).toBe(edited);
    });
    // Put back and published again: the next visits show the original title.
    await expectOnVisit(page, `/en/announcement/${id}`, () => heading.textContent()).toBe(before);
  },
);

/**
 * Opens the English list in a new tab of `context`, follows the link to announcement `target` as
 * the router does (no new document), and reads its title; also what the site told the browser
 * about keeping the page's RSC payloads.
 */
async function titleByLink(context: BrowserContext, target: number) {
  const page = await context.newPage();
  const path = `/en/announcement/${target}`;
  const told: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`${path}?_rsc=`))
      told.push(response.headers()['cache-control'] ?? '');
  });
  // The link's page is prefetched once the page is hydrated and idle: then a click is the
  // router's.
  const prefetched = page.waitForResponse((response) => response.url().includes(`${path}?_rsc=`));
  await page.goto('/en/announcement');
  await prefetched;
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await page.locator(`main a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
    'a client navigation',
  ).toBe(true);
  await page.close();
  return { title, told };
}

// Next's own header for these pages let the browser reuse a payload it had kept, however old
// (`stale-while-revalidate` of a year), and fetch the new one only behind it: the visitor saw the
// text from before the edit (lib/page-cache-control.ts).
test(
  'a browser that read an announcement before its edit shows the edit when the visitor comes back by a link',
  { tag: '@edits' },
  async ({ context, request }) => {
    test.setTimeout(contentEditTestTimeoutMs);
    const target = 32;
    // One browser (the test's context): its HTTP cache is kept from the first visit to the second.
    const first = await titleByLink(context, target);
    expect(first.title.length).toBeGreaterThan(5);
    expect(first.told.length).toBeGreaterThan(0);
    for (const header of first.told) expect(header).toBe(pageCacheControl);

    const edited = `Edited since the last visit ${Date.now()}`;
    const edit = {
      file: announcementFile(target),
      change: changeJson<{ en: { title: string } }>((seed) => (seed.en.title = edited)),
      served: async () => (await titleInService(request, target)) === edited,
      tags: [`announcement:${target}`],
    };
    await withContentEdit(request, edit, async ({ publish }) => {
      await publish();
      // The server has the new page…
      await expect
        .poll(async () => (await request.get(`/en/announcement/${target}`)).text(), {
          timeout: settleTimeoutMs,
        })
        .toContain(edited);
      // …and the visitor who comes back sees it at once.
      expect((await titleByLink(context, target)).title).toBe(edited);
    });
  },
);

test.describe('the webhook refuses bad calls', () => {
  // Its first call is a good one: every help page goes stale, so it runs in the serial phase too.
  test(
    'a stale timestamp is 401, a replayed id revalidates nothing',
    { tag: '@edits' },
    async ({ request }) => {
      const stale = await webhook(request, ['help'], {
        timestamp: Math.floor(Date.now() / 1000) - 600,
      });
      expect(stale.status()).toBe(401);
      const id = `msg_replayed_${Date.now()}`;
      const first = await webhook(request, ['help'], { id });
      const again = await webhook(request, ['help'], { id });
      expect(await first.json()).toMatchObject({ revalidated: ['help'], replayed: false });
      expect(await again.json()).toMatchObject({ revalidated: [], replayed: true });
    },
  );

  // Refused calls only, which revalidate nothing: this one runs with the readers.
  test('an unknown tag is 400, other methods 405, a large body 413', async ({ request }) => {
    const unknown = await webhook(request, ['announcements']);
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: expect.stringContaining('announcements') });
    const get = await request.get('/api/revalidate');
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe('POST');
    const large = await request.post('/api/revalidate', { data: 'x'.repeat(70 * 1024) });
    expect(large.status()).toBe(413);
  });
});
