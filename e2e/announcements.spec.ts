// The announcement section as a visitor meets it: the paginated, filterable list, the detail
// page with its sanitised body and part links, the way back to the list, and the feeds.
import { XMLParser } from 'fast-xml-parser';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  announcementFile,
  changeJson,
  contentEditTestTimeoutMs,
  expectOnVisit,
  settleTimeoutMs,
  withContentEdit,
} from './content-edit.ts';
import { contentOrigin, visitor } from './support.ts';

const locales = [
  { tag: 'zh-CN', prefix: '', release: '版本发布', next: '下一页', back: '返回公告列表' },
  { tag: 'en-US', prefix: '/en', release: 'Release', next: 'Next', back: 'Back to announcements' },
] as const;

const cards = (page: Page) => page.locator('main ol > li article');

// The section reads alike in both languages and at every width, apart from its words and its
// dates: the list is seen in Chinese on a wide screen and in English on a phone, each other page
// once, the languages sharing them out. (The addresses that are 404s and the feeds:
// integration/announcements.test.ts.)
const [zh, en] = locales;
for (const { locale, width } of [
  { locale: zh, width: 1280 },
  { locale: en, width: 390 },
]) {
  test.describe(`${locale.tag} at ${width} px`, () => {
    test('the list paginates on linkable pages, pinned first, and filters by category', async ({
      browser,
    }) => {
      const context = await visitor(browser, locale.tag, width);
      const page = await context.newPage();
      await page.goto(`${locale.prefix}/announcement`);
      await expect(cards(page)).toHaveCount(10);
      // The two pinned announcements lead, then the newest.
      await expect(cards(page).nth(0)).toHaveAttribute('data-announcement-id', '32');
      await expect(cards(page).nth(1)).toHaveAttribute('data-announcement-id', '31');
      await expect(cards(page).nth(2)).toHaveAttribute('data-announcement-id', '30');
      const date = cards(page).nth(2).locator('time');
      await expect(date).toHaveText(
        locale.tag === 'zh-CN' ? /^\d{4}-\d{2}-\d{2}$/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );

      await page.getByRole('link', { name: locale.next, exact: true }).click();
      await expect(page).toHaveURL(`${locale.prefix}/announcement/page/2`);
      await expect(cards(page)).toHaveCount(10);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`${locale.prefix}/announcement/page/2$`),
      );
      await expect(page.locator('link[hreflang=en-US]')).toHaveAttribute(
        'href',
        /\/en\/announcement\/page\/2$/,
      );

      const filter = page.getByRole('navigation', { name: /筛选|Filter/ });
      await filter.getByRole('link', { name: locale.release }).click();
      await expect(page).toHaveURL(`${locale.prefix}/announcement/category/release`);
      await expect(filter.getByRole('link', { name: locale.release })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(cards(page)).toHaveCount(10);
      for (const badge of await cards(page).locator('p > span').allTextContents()) {
        expect([locale.release, '置顶', 'Pinned']).toContain(badge);
      }
      await page.getByRole('link', { name: locale.next, exact: true }).click();
      await expect(page).toHaveURL(`${locale.prefix}/announcement/category/release/page/2`);
      await expect(cards(page)).toHaveCount(4);
      await context.close();
    });
  });
}

test('zh-CN at 390 px: a detail page shows the sanitised body with its images, and links around', async ({
  browser,
}) => {
  const locale = zh;
  const context = await visitor(browser, locale.tag, 390);
  const page = await context.newPage();
  await page.goto(`${locale.prefix}/announcement/2`);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(article.getByRole('link', { name: locale.release })).toBeVisible();
  const image = article.locator('img[src$=".png"]').first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Pictures of the body open full size in the preview overlay.
  await image.click();
  const overlay = page.getByRole('dialog');
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('img')).toHaveAttribute('src', /\.png$/);
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /相邻|More announcements/ })).toBeVisible();
  await page.getByRole('link', { name: locale.back }).click();
  await expect(page).toHaveURL(`${locale.prefix}/announcement`);
  await context.close();
});

test('en-US at 1280 px: a part address scrolls its heading into view', async ({ browser }) => {
  const locale = en;
  const context = await visitor(browser, locale.tag, 1280);
  const page = await context.newPage();
  await page.goto(`${locale.prefix}/announcement/1`);
  const headings = page.locator('article h2[id]');
  const last = headings.last();
  const id = await last.getAttribute('id');
  expect(id).toBeTruthy();
  await page.goto(`${locale.prefix}/announcement/1/${encodeURIComponent(id ?? '')}`);
  await expect(last).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`${locale.prefix}/announcement/1$`),
  );
  await context.close();
});

test(`${en.tag}: coming back from a detail page restores the list's scroll position`, async ({
  browser,
}) => {
  const locale = en;
  const context = await visitor(browser, locale.tag, 1280);
  const page = await context.newPage();
  await page.goto(`${locale.prefix}/announcement/page/2`);
  const target = cards(page).nth(7);
  await target.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(400);
  await target.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${locale.prefix}/announcement/\\d+$`));
  await page.goBack();
  await expect(page).toHaveURL(`${locale.prefix}/announcement/page/2`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 10);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(10);

  // The detail page's own link leads back to the same list page, at the same place.
  await target.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${locale.prefix}/announcement/\\d+$`));
  await page.getByRole('link', { name: locale.back }).click();
  await expect(page).toHaveURL(`${locale.prefix}/announcement/page/2`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 10);
  await context.close();
});

type SeedText = { title: string; content: string };
type SeedAnnouncement = { zh: SeedText; en: SeedText };

/** What the running content service now says, so that a webhook is sent only after the edit. */
async function serviceAnnouncement(request: APIRequestContext, id: number) {
  const response = await request.get(`${contentOrigin()}/api/announcement/getAnno?lang=1&id=${id}`);
  return (await response.json()) as { title: string; content: string };
}

const serviceContent = async (request: APIRequestContext, id: number) =>
  (await serviceAnnouncement(request, id)).content;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

type Entry = { title: string; link: { '@href': string }; published: string };

async function feedEntries(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const feed = parser.parse(await response.text()).feed as { entry: Entry[] };
  return feed.entry;
}

// The two tests below edit the seed copy and send webhooks: tagged @edits, they run in the serial
// phase after every other test (playwright.config.ts). The tests above only read.
test(
  'an edited announcement shows after its webhook on the list, the detail and the feed',
  { tag: '@edits' },
  async ({ page, request }) => {
    test.setTimeout(contentEditTestTimeoutMs);
    const id = 30;
    const edited = { zh: `编辑后的公告 ${Date.now()}`, en: `Edited announcement ${Date.now()}` };
    const edit = {
      file: announcementFile(id),
      change: changeJson<SeedAnnouncement>((seed) => {
        seed.zh.title = edited.zh;
        seed.en.title = edited.en;
      }),
      served: async () => (await serviceAnnouncement(request, id)).title === edited.en,
      tags: [`announcement:${id}`],
    };
    await withContentEdit(request, edit, async (content) => {
      await page.goto('/en/announcement');
      await expect(page.getByText(edited.en)).toHaveCount(0);

      await content.publish();
      await expectOnVisit(page, '/en/announcement', () =>
        page.getByRole('link', { name: edited.en }).count(),
      ).toBe(1);
      await expectOnVisit(page, '/announcement', () =>
        page.getByRole('link', { name: edited.zh }).count(),
      ).toBe(1);
      await expectOnVisit(page, `/announcement/${id}`, () =>
        page.getByRole('heading', { level: 1 }).textContent(),
      ).toBe(edited.zh);
      await expect
        .poll(async () => (await feedEntries(request, '/en/announcement/feed.xml'))[2]?.title, {
          timeout: settleTimeoutMs,
        })
        .toBe(edited.en);
    });
  },
);

test(
  'a script, an onerror and a javascript: link planted in a body never run nor reach the HTML',
  { tag: '@edits' },
  async ({ page, request }) => {
    test.setTimeout(contentEditTestTimeoutMs);
    const id = 27;
    const planted = [
      '<p>Planted</p>',
      '<script>window.__planted = "script"</script>',
      '<img src="/files/images/covers/office.svg" onerror="window.__planted = \'onerror\'" alt="x">',
      '<img src="x" onerror="window.__planted = \'onerror\'">',
      '<a href="javascript:window.__planted = \'link\'" id="planted-link">Planted link</a>',
      '<a href=" JaVaScRiPt:window.__planted=1">second</a>',
    ].join('');
    const edit = {
      file: announcementFile(id),
      change: changeJson<SeedAnnouncement>((seed) => {
        seed.zh.content = planted + seed.zh.content;
        seed.en.content = planted + seed.en.content;
      }),
      served: async () => (await serviceContent(request, id)).includes('Planted'),
      tags: [`announcement:${id}`],
    };
    await withContentEdit(request, edit, async (content) => {
      await content.publish();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const path of [`/announcement/${id}`, `/en/announcement/${id}`]) {
        await expectOnVisit(page, path, () =>
          page.locator('article').getByText('Planted', { exact: true }).count(),
        ).toBe(1);
        const html = await (await request.get(path)).text();
        expect(html).not.toMatch(/__planted|onerror|javascript:/i);
        await page.getByText('Planted link').click();
        expect(
          await page.evaluate(() => (window as { __planted?: unknown }).__planted),
        ).toBeUndefined();
      }
      expect(dialogs).toEqual([]);
    });
  },
);
