// What a visitor sees while moving around: the loading bar on a slow navigation (and not on a
// fast one), and the notice while the browser is offline.
import { expect, type Page, test } from '@playwright/test';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import { visitor } from './support.ts';

/** Records whether the loading bar ever appeared, however briefly. */
async function watchForBar(page: Page) {
  await page.addInitScript(() => {
    const seen = { bar: false };
    Object.assign(window, { loadingBarSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role=progressbar]')) seen.bar = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const barSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { loadingBarSeen: { bar: boolean } }).loadingBarSeen.bar,
  );

test('a slow navigation shows the loading bar until the page arrives', async ({ browser }) => {
  const context = await visitor(browser, 'en-US');
  const page = await context.newPage();
  // Hold back the router's request for the download centre (and its prefetch) for 1.5 s.
  await page.route(
    (url) => url.pathname === '/en/download',
    async (route) => {
      if (route.request().headers()['rsc']) await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    },
  );
  await page.goto('/en');
  const bar = page.getByRole('progressbar', { name: en.loadingBar.label });
  await page
    .getByRole('navigation', { name: en.nav.label })
    .getByRole('link', { name: en.nav.download })
    .click();
  await expect(bar).toBeVisible();
  const early = Number(await bar.getAttribute('aria-valuenow'));
  expect(early).toBeGreaterThanOrEqual(0);
  expect(early).toBeLessThan(100);
  await expect(page).toHaveURL(/\/en\/download$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Full, then gone half a second later.
  await expect(bar).toBeHidden({ timeout: 3000 });
  await context.close();
});

test('a fast navigation never shows the bar', async ({ browser }) => {
  const context = await visitor(browser, 'zh-CN');
  const page = await context.newPage();
  await watchForBar(page);
  await page.goto('/');
  // The navigation's links are prefetched once the browser is idle: the next page is at hand.
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('navigation', { name: zh.nav.label })
    .getByRole('link', { name: zh.nav.announcement })
    .click();
  await expect(page).toHaveURL(/\/announcement$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(800);
  expect(await barSeen(page)).toBe(false);
  await context.close();
});

test('links are not prefetched while the data saver is on', async ({ browser }) => {
  const context = await visitor(browser, 'zh-CN');
  const page = await context.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: true },
    });
  });
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc']) prefetches.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  expect(prefetches).toEqual([]);

  // The same page on a good connection prefetches the navigation's pages.
  const normal = await context.newPage();
  await normal.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: false },
    });
  });
  normal.on('request', (request) => {
    if (request.headers()['rsc']) prefetches.push(request.url());
  });
  await normal.goto('/');
  await expect.poll(() => prefetches.length, { timeout: 5000 }).toBeGreaterThan(0);
  await context.close();
});

for (const [tag, strings] of [
  ['zh-CN', zh],
  ['en-US', en],
] as const) {
  test(`the offline notice follows the connection (${tag})`, async ({ browser }) => {
    const context = await visitor(browser, tag);
    const page = await context.newPage();
    await page.goto(tag === 'en-US' ? '/en/download' : '/download');
    const notice = page.getByRole('status').filter({ hasText: strings.network.offline });
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(strings.network.detail);
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);

    // Dismissed, it stays away until the next time the connection drops.
    await context.setOffline(true);
    await notice.getByRole('button', { name: strings.network.dismiss }).click();
    await expect(notice).toHaveCount(0);
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.close();
  });
}
