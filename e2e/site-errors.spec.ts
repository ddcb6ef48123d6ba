// The 404, error and offline screens as a visitor's browser shows them: in the layout, in both
// languages, a page that throws, a route chunk that fails to load, and axe on each of them at
// both widths. The 404s as the server sends them (scripts off), also after a webhook:
// integration/site-errors.test.ts.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { localeTags, type Locale } from '#lib/i18n/locales.ts';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import { chunkReloadGuardMs } from '#lib/status/chunk-reload.ts';
import { blockingViolations, settle, widths } from './axe.ts';
import { announcementFile, type ContentEdit, editContent } from './content-edit.ts';
import { waitForHydration } from './page-time.ts';
import { contentOrigin } from './support.ts';
import { missingPaths } from '#tools/testing/seed-facts.ts';

const strings = { zh, en };
const prefix = { zh: '', en: '/en' };
const missing = missingPaths;

function contextFor(browser: Browser, locale: Locale) {
  return browser.newContext({ locale: localeTags[locale], viewport: { width: 1280, height: 860 } });
}

async function expectNotFound(page: Page, locale: Locale) {
  const text = strings[locale].notFound;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: text.home })).toHaveAttribute(
    'href',
    locale === 'en' ? '/en' : '/',
  );
  await expect(page).toHaveTitle(`${text.title} | MantiSoft`);
}

// The browser renders each missing path once with scripts on, the two languages sharing them
// out (every path in both languages, as the server sends it: integration/site-errors.test.ts),
// then axe reads the 404 and the offline notice at both widths.
for (const [index, locale] of (['zh', 'en'] as const).entries()) {
  test(`${locale}: unknown paths and ids are a localised 404 in the layout; it and the offline notice pass axe`, async ({
    browser,
  }) => {
    const context = await contextFor(browser, locale);
    const page = await context.newPage();
    for (const path of missing.filter((_, at) => at % 2 === index)) {
      const response = await page.goto(prefix[locale] + path);
      expect(response?.status(), path).toBe(404);
      await expectNotFound(page, locale);
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 860 });
      await settle(page);
      expect(await blockingViolations(page, `404 ${locale} @ ${width}`)).toEqual([]);
    }
    await context.setOffline(true);
    await expect(page.locator('[data-network-notice]')).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 860 });
      expect(await blockingViolations(page, `offline ${locale} @ ${width}`)).toEqual([]);
    }
    await context.close();
  });
}

test('going back to a 404 in the browser shows it again', async ({ browser }) => {
  const locale = 'en';
  const context = await contextFor(browser, locale);
  const page = await context.newPage();
  await page.goto(`${prefix[locale]}/xyz`);
  await page.getByRole('link', { name: strings[locale].notFound.home }).click();
  await expect(page).toHaveURL(/\/en$/);
  // Back is a client navigation: the router renders the 404 from the server's answer.
  await page.goBack();
  await expect(page).toHaveURL(/\/xyz$/);
  await expectNotFound(page, locale);
  await context.close();
});

// Its beforeAll adds a broken announcement to the seed copy: the group is tagged @edits, so it
// and its hooks run only in the serial phase (playwright.config.ts).
test.describe('a page that throws', { tag: '@edits' }, () => {
  // An announcement whose time is in microseconds instead of seconds: the content service takes
  // it, the site cannot turn it into a date, and no version of the page was ever cached.
  const id = 980;
  let requests: APIRequestContext | undefined;
  let broken: ContentEdit | undefined;
  test.beforeAll(async ({ playwright, baseURL }) => {
    // Its own request context: the one of a test's fixtures does not outlive the test.
    const request = await playwright.request.newContext({ baseURL });
    requests = request;
    const text = { title: 'Broken date', summary: 'x', content: '<p>x</p>' };
    const seed = { id, category: 'news', pinned: false, publishTime: 1_763_600_000_000_000 };
    broken = await editContent(request, {
      file: announcementFile(id),
      change: () => JSON.stringify({ ...seed, cover: null, zh: text, en: text }),
      served: async () =>
        (await request.get(`${contentOrigin()}/api/announcement/getAnno?lang=1&id=${id}`)).ok(),
      tags: [`announcement:${id}`],
    });
  });
  test.afterAll(async () => {
    await broken?.restore();
    await requests?.dispose();
  });

  for (const locale of ['zh', 'en'] as const) {
    test(`shows the error page with its status code, a retry and a way home (${locale})`, async ({
      browser,
    }) => {
      const context = await contextFor(browser, locale);
      const page = await context.newPage();
      const response = await page.goto(`${prefix[locale]}/announcement/${id}`);
      expect(response?.status()).toBe(500);
      const screen = page.locator('[data-error-page]');
      await expect(screen.getByText('500', { exact: true })).toBeVisible();
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText(
        strings[locale].error.title,
      );
      await expect(screen.getByText(strings[locale].error.text)).toBeVisible();
      await expect(screen.getByRole('button', { name: strings[locale].error.retry })).toBeVisible();
      await expect(screen.getByRole('link', { name: strings[locale].error.home })).toHaveAttribute(
        'href',
        locale === 'en' ? '/en' : '/',
      );
      await expect(page.getByRole('banner')).toBeVisible();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 860 });
        await settle(page);
        expect(await blockingViolations(page, `error ${locale} @ ${width}`)).toEqual([]);
      }
      await context.close();
    });
  }
});

test('a route chunk that fails to load reloads the page, at most once a minute', async ({
  browser,
  request,
}) => {
  const context = await contextFor(browser, 'zh');
  // The page's date stands still, however long the test takes, until the test moves it a minute
  // on; its timers keep running (stopped, they would hold the router's own).
  const start = Date.now();
  await context.clock.setFixedTime(start);
  const page = await context.newPage();
  const scripts = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
  };
  // The download centre's own code: what the home page has not loaded yet.
  const home = new Set(await scripts('/'));
  const own = (await scripts('/download')).filter((src) => !home.has(src));
  expect(own.length, 'the download centre has a chunk of its own').toBeGreaterThan(0);
  await page.route(
    (url) => own.includes(url.pathname),
    (route) => route.abort(),
  );

  let loads = 0;
  page.on('load', () => (loads += 1));
  const download = page.getByRole('navigation', { name: zh.nav.label }).getByRole('link', {
    name: zh.nav.download,
  });
  /** Opens the home page and follows the navigation's link to the download centre. */
  const followDownload = async () => {
    await page.goto('/');
    await waitForHydration(download);
    await download.click();
  };

  await followDownload();
  await expect.poll(() => loads, { message: 'one reload' }).toBe(2);
  await expect(page).toHaveURL(/\/download$/);

  // Within the minute a second failure shows the error instead of reloading again.
  await followDownload();
  await expect(page.locator('[data-error-page]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.error.title);

  // A minute after the reload, a failure reloads again: the one load more it makes is the only
  // one since the error, so the error did not reload the page behind the visitor's back.
  await context.clock.setFixedTime(start + chunkReloadGuardMs);
  await followDownload();
  await expect.poll(() => loads, { message: 'a second reload, a minute later' }).toBe(5);
  await expect(page).toHaveURL(/\/download$/);
  expect(loads).toBe(5);
  await context.close();
});
