// The behaviour of the shared layout: WeChat overlay, back-to-top, navigation memory,
// scrolling between pages, the announcement background, and every page on a 320 px screen. The
// font of controls and the lines of headings on a phone are checked on the budget spec's visits
// (e2e/a11y.spec.ts).
import { expect, test } from '@playwright/test';
import { localePages } from '#tools/testing/pages.ts';
import { layoutShifts, watchLayoutShift } from './layout-shift.ts';
import { after, servePageInParts } from './page-in-parts.ts';
import { wrappedSectionLinks } from './phone-layout.ts';
import { visitor } from './support.ts';

test.use({ locale: 'zh-CN' });

test('the WeChat icon opens the QR overlay that a click closes; back-to-top shows past 100 px', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: '微信公众号' }).click();
  const overlay = page.getByRole('dialog', { name: 'MantiSoft 微信公众号' });
  await expect(overlay.getByRole('img', { name: /二维码/ })).toBeVisible();
  await expect(overlay).toContainText('打开微信，扫一扫关注公众号');
  await expect(overlay).toContainText('第一时间获取版本更新与技术支持');
  await overlay.click();
  await expect(overlay).toBeHidden();

  // The page is at its top again, where back-to-top stays out of the way until it scrolls.
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = page.getByRole('button', { name: '回到顶部' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('a section in the navigation returns to the child page visited last', async ({ page }) => {
  const download = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '下载中心' });
  await page.goto('/download/mac/intel');
  // Once the page is interactive it has recorded itself: the entry already points here.
  await expect(download).toHaveAttribute('href', '/download/mac/intel');
  await page.goto('/');
  await expect(download).toHaveAttribute('href', '/download/mac/intel');
  await download.click();
  await expect(page).toHaveURL(/\/download\/mac\/intel$/);
  await expect(download).toHaveAttribute('aria-current', 'page');
});

test('moving within a section keeps the scroll position; other moves start at the top', async ({
  browser,
}) => {
  const context = await visitor(browser, 'zh-CN', 1280);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/download/windows');
  await page.evaluate(() => window.scrollTo(0, 200));
  // The footer's Linux icon leads within the download section: the position stays.
  await page.locator('footer').getByRole('link', { name: 'Linux 版下载' }).click();
  await expect(page).toHaveURL(/\/download\/linux\/ubuntu$/);
  const kept = await page.evaluate(() => window.scrollY);
  expect(kept).toBeGreaterThan(0);
  // The navigation's announcement entry leaves the section: the new page starts at the top.
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '公告' })
    .click();
  await expect(page).toHaveURL(/\/announcement$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('announcement pages have the light grey background, down to the footer', async ({ page }) => {
  const mainBackground = () =>
    page.locator('main').evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto('/announcement');
  expect(await mainBackground()).toBe('rgb(250, 250, 250)');
  await page.goto('/family');
  expect(await mainBackground()).not.toBe('rgb(250, 250, 250)');
});

test('every page reflows to a 320 px screen: nothing runs off its side or into its margins', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const { name, url } of localePages) {
    await page.goto(url);
    const overflow = await page.evaluate(() => {
      const shown = (each: Element) =>
        each.getClientRects().length > 0 && getComputedStyle(each).visibility !== 'hidden';
      const named = (each: Element) =>
        `${each.tagName.toLowerCase()} “${each.textContent?.trim().slice(0, 40) ?? ''}”`;
      // Content stays within its column's padding, unless a box of its own scrolls or clips it
      // (a wide table, the carousel's track).
      const pastMargins: string[] = [];
      const columns = document.querySelectorAll('.container');
      for (const column of columns) {
        const style = getComputedStyle(column);
        const box = column.getBoundingClientRect();
        const left = box.left + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.paddingRight);
        for (const each of column.querySelectorAll('*')) {
          const { left: from, right: to } = each.getBoundingClientRect();
          if ((from >= left - 0.5 && to <= right + 0.5) || !shown(each)) continue;
          if (getComputedStyle(each).position === 'fixed') continue;
          let clipped = false;
          for (let up = each.parentElement; up && up !== column; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
          }
          if (!clipped) pastMargins.push(named(each));
        }
      }
      return {
        width: document.documentElement.scrollWidth,
        columns: columns.length,
        pastSide: [...document.querySelectorAll('body *')]
          .filter((each) => each.getBoundingClientRect().right > innerWidth + 0.5 && shown(each))
          .map(named),
        pastMargins,
      };
    });
    expect(
      overflow.width,
      `${url}: ${overflow.pastSide.slice(0, 3).join(' | ')}`,
    ).toBeLessThanOrEqual(320);
    expect(overflow.columns, `${url}: page columns`).toBeGreaterThan(0);
    expect(overflow.pastMargins.slice(0, 3), url).toEqual([]);
    // A home section's link to all its items stays on one line (at 390 px: e2e/a11y.spec.ts).
    if (name === 'home') expect(await wrappedSectionLinks(page), url).toEqual([]);
  }
});

// A slow connection can deliver a page in parts, and the browser paints what it has parsed. On a
// short page the footer sits at the foot of the screen: drawn with only its logo, it grew upwards
// as the rest arrived, and moved.
test('a short page that arrives in parts never moves its footer', async ({ browser, baseURL }) => {
  const site = await servePageInParts(baseURL ?? '', after('<footer', '</span>'));
  try {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({
        locale: 'zh-CN',
        viewport: { width, height: 860 },
      });
      const page = await context.newPage();
      await watchLayoutShift(page);
      await page.goto(`${site.origin}/support/1/section/101`, { waitUntil: 'commit' });
      await expect(page.locator('footer')).toBeAttached();
      // Two frames: the browser has painted the page as far as it has it.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      site.sendRest();
      await expect(page.locator('footer')).toBeVisible();
      const { total, report } = await layoutShifts(page);
      expect(total, `at ${width} px\n${report}`).toBe(0);
      await context.close();
    }
  } finally {
    await site.close();
  }
});
