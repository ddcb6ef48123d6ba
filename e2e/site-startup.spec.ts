// What every visit does once the page is idle: the previous website's service worker and
// caches are cleared, and (the e2e build sets BAIDU_TONGJI_ID) Baidu Tongji counts one page
// view per page. hm.baidu.com is answered by a stub that records what the real script would.
// Browsers driven by automation are not counted, so the statistics test poses as a visitor's
// browser; every other spec runs without ever asking for hm.js.
import { expect, type Page, test } from '@playwright/test';
import { testSettings } from './support.ts';

test.use({ locale: 'zh-CN' });

const tongjiId = testSettings().tongjiId ?? '';

// Like hm.js: it replays the commands queued before it loaded, counts the page it loads on,
// then takes over `_hmt.push`.
const hmStub = `(() => {
  const views = (window.__pageViews = []);
  const run = (command) => {
    if (command[0] === '_trackPageview') views.push(command[1]);
  };
  for (const command of window._hmt || []) run(command);
  views.push(location.pathname + location.search);
  window._hmt = { push: run };
})();`;

const pageViews = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pageViews?: string[] }).__pageViews ?? null);

test('a service worker and caches left by the old website are gone after the next visit', async ({
  page,
  context,
}) => {
  // A stand-in for the old website's pages: same origin, none of this site's code.
  await context.route('**/old-website/sw.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "self.addEventListener('install', () => self.skipWaiting());",
    }),
  );
  await context.route('**/old-website/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>old</title>' }),
  );
  const statistics: string[] = [];
  await context.route('https://hm.baidu.com/**', (route) => {
    statistics.push(route.request().url());
    return route.abort();
  });
  await page.goto('/old-website/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/old-website/sw.js');
    await (await caches.open('old-website-v1')).put('/old.js', new Response('old'));
  });
  const registrations = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(await registrations()).toBe(1);
  expect(await page.evaluate(() => caches.keys())).toEqual(['old-website-v1']);

  await page.goto('/');
  await expect.poll(registrations).toBe(0);
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
  // An automated browser, as Playwright's is: not counted by the statistics.
  expect(statistics).toEqual([]);
});

test('Baidu Tongji counts the first page once and each client navigation once', async ({
  page,
  context,
}) => {
  expect(tongjiId, 'playwright.config.ts sets BAIDU_TONGJI_ID for the build').toMatch(
    /^[0-9a-f]{32}$/,
  );
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
  const scripts: string[] = [];
  await context.route('https://hm.baidu.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: hmStub });
  });

  const response = await page.goto('/');
  // The policy lets exactly this host in for the script, its beacon and its requests.
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  for (const directive of ['script-src', 'img-src', 'connect-src']) {
    expect(policy).toMatch(new RegExp(`${directive} [^;]*https://hm\\.baidu\\.com`));
  }
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  expect(scripts).toEqual([`https://hm.baidu.com/hm.js?${tongjiId}`]);

  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '公告' }).click();
  await expect(page).toHaveURL(/\/announcement$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/announcement']);

  await nav.getByRole('link', { name: '下载中心' }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/announcement', '/download']);

  // A jump within the page (the skip link changes only the hash) is not a page view.
  await page.locator('a[href="#main"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/download#main$/);
  // The next page view comes right after the download centre's: the jump left none between.
  await nav.getByRole('link', { name: '公告' }).click();
  await expect(page).toHaveURL(/\/announcement$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual(['/', '/announcement', '/download', '/announcement']);
  // It was a client navigation all along: hm.js was loaded once.
  expect(scripts).toHaveLength(1);
});
