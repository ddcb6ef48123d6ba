// The content team's refresh as a visitor's browser meets it: a browser that kept an
// announcement's page from before its edit shows the edit when the visitor comes back. (The
// webhook's answers and the pages it refreshes, over HTTP: integration/revalidate.test.ts.)
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { pageCacheControl } from '#lib/page-cache-control.ts';
import {
  announcementFile,
  changeJson,
  contentEditTestTimeoutMs,
  settleTimeoutMs,
  withContentEdit,
} from './content-edit.ts';
import { contentOrigin } from './support.ts';

async function titleInService(request: APIRequestContext, announcement: number) {
  const response = await request.get(
    `${contentOrigin()}/api/announcement/getAnno?lang=1&id=${announcement}`,
  );
  return ((await response.json()) as { title: string }).title;
}

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
