// What a visitor sees while moving around: the loading bar on a slow navigation (and not on a
// fast one), and the notice while the browser is offline.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loadingBarTiming } from '#lib/navigation-feedback/loading-bar.ts';
import { prefetchIdleTimeoutMs } from '#lib/navigation-feedback/prefetch-policy.ts';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import {
  finishPageTasks,
  holdRequests,
  isRouterRequest,
  stopClock,
  waitForHydration,
} from './page-time.ts';
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

const { throttleMs, durationMs, hideMs, creepTo } = loadingBarTiming;

/**
 * A page whose clock the test moves, opened at `from`, with the router's requests for `to` held:
 * how long the navigation takes is the page time the test lets pass before releasing them.
 */
async function navigationOnHold(page: Page, from: string, to: string) {
  await stopClock(page);
  const held = await holdRequests(page, (request) => isRouterRequest(request, to));
  await page.goto(from);
  return held;
}

const valueOf = async (bar: Locator) => Number(await bar.getAttribute('aria-valuenow'));

test('a slow navigation shows the loading bar until the page arrives', async ({ browser }) => {
  const context = await visitor(browser, 'en-US');
  const page = await context.newPage();
  const held = await navigationOnHold(page, '/en', '/en/download');
  const bar = page.getByRole('progressbar', { name: en.loadingBar.label });
  const link = page
    .getByRole('navigation', { name: en.nav.label })
    .getByRole('link', { name: en.nav.download });
  await waitForHydration(link);
  await link.click();
  await held.requested();

  // Not yet at the delay: nothing shows.
  await page.clock.runFor(throttleMs - 50);
  await finishPageTasks(page);
  await expect(bar).toHaveCount(0);
  // Past it, the bar shows and creeps while the page is still on its way, short of full.
  await page.clock.runFor(100);
  await expect(bar).toBeVisible();
  const early = await valueOf(bar);
  expect(early).toBeGreaterThanOrEqual(0);
  await page.clock.runFor(durationMs / 2);
  await expect.poll(() => valueOf(bar)).toBeGreaterThan(early);
  // However long it waits, it stops short of full. (The bar wakes on each of its ticks after a
  // render, so the clock moves on in small steps, each render done before the next.)
  await expect
    .poll(async () => {
      await page.clock.runFor(durationMs / 5);
      return valueOf(bar);
    })
    .toBe(creepTo);
  await expect(page).toHaveURL(/\/en$/);

  await held.release();
  await expect(page).toHaveURL(/\/en\/download$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Full once the page is there, then gone when its moment has passed.
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await page.clock.runFor(hideMs);
  await expect(bar).toHaveCount(0);
  await context.close();
});

test('a fast navigation never shows the bar', async ({ browser }) => {
  const context = await visitor(browser, 'zh-CN');
  const page = await context.newPage();
  await watchForBar(page);
  const held = await navigationOnHold(page, '/', '/announcement');
  const link = page
    .getByRole('navigation', { name: zh.nav.label })
    .getByRole('link', { name: zh.nav.announcement });
  await waitForHydration(link);
  await link.click();
  await held.requested();
  // The page arrives just before the bar's delay is up.
  await page.clock.runFor(throttleMs - 50);
  await held.release();
  await expect(page).toHaveURL(/\/announcement$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nor does it flash afterwards, whatever time passes.
  await page.clock.runFor(durationMs + hideMs);
  await finishPageTasks(page);
  expect(await barSeen(page)).toBe(false);
  await context.close();
});

test('links are not prefetched while the data saver is on', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const prefetches = { saving: [] as string[], normal: [] as string[] };
  const open = async (saveData: boolean, record: string[]) => {
    const page = await context.newPage();
    await page.addInitScript((saving) => {
      Object.defineProperty(navigator, 'connection', {
        value: { effectiveType: '4g', saveData: saving },
      });
    }, saveData);
    page.on('request', (request) => {
      if (request.headers()['rsc']) record.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(
      page.getByRole('navigation', { name: zh.nav.label }).getByRole('link').first(),
    );
    return page;
  };
  // One clock for both pages: the page with the data saver, opened first, gets the same idle time
  // as the other, and more.
  await stopClock(context);
  const saving = await open(true, prefetches.saving);
  const normal = await open(false, prefetches.normal);
  // The same page on a good connection prefetches the navigation's pages once it is idle…
  await expect
    .poll(
      async () => {
        await normal.clock.runFor(prefetchIdleTimeoutMs);
        return prefetches.normal.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  // …and by then the page with the data saver, given the same time and more, asked for none.
  await finishPageTasks(saving);
  expect(prefetches.saving).toEqual([]);
  await context.close();
});

test('the offline notice follows the connection, in both languages', async ({ browser }) => {
  const context = await visitor(browser, 'en-US');
  const page = await context.newPage();
  await page.goto('/en/download');
  const notice = page.getByRole('status').filter({ hasText: en.network.offline });
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en.network.detail);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);

  // Dismissed, it stays away until the next time the connection drops.
  await context.setOffline(true);
  await notice.getByRole('button', { name: en.network.dismiss }).click();
  await expect(notice).toHaveCount(0);
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);

  // A Chinese page says it in Chinese.
  await page.goto('/download');
  await context.setOffline(true);
  const chinese = page.getByRole('status').filter({ hasText: zh.network.offline });
  await expect(chinese).toBeVisible();
  await expect(chinese).toContainText(zh.network.detail);
  await expect(chinese.getByRole('button', { name: zh.network.dismiss })).toBeVisible();
  await context.close();
});
