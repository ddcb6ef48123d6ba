// The behaviour of the shared layout: WeChat overlay, back-to-top, navigation memory,
// scrolling between pages, the announcement background, the font of controls and headings' lines.
import { expect, test } from '@playwright/test';
import { localePages } from '#tools/testing/pages.ts';
import { visitor } from './support.ts';

test.use({ locale: 'zh-CN' });

test('the WeChat icon opens the QR overlay, and a click closes it', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: '微信公众号' }).click();
  const overlay = page.getByRole('dialog', { name: 'MantiSoft 微信公众号' });
  await expect(overlay.getByRole('img', { name: /二维码/ })).toBeVisible();
  await expect(overlay).toContainText('打开微信，扫一扫关注公众号');
  await expect(overlay).toContainText('第一时间获取版本更新与技术支持');
  await overlay.click();
  await expect(overlay).toBeHidden();
});

test('back-to-top appears past 100 px of scrolling and brings the page back', async ({ page }) => {
  await page.goto('/');
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

test('every button and field on every page is set in the page font', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const { url } of localePages.filter((each) => each.locale === 'zh')) {
    await page.goto(url);
    const strays = await page.evaluate(() => {
      const pageFont = getComputedStyle(document.body).fontFamily;
      return [...document.querySelectorAll('button, input, select, textarea')]
        .filter((control) => getComputedStyle(control).fontFamily !== pageFont)
        .map(
          (control) => `${control.outerHTML.slice(0, 80)}: ${getComputedStyle(control).fontFamily}`,
        );
    });
    expect(strays, url).toEqual([]);
  }
});

test('no heading on a phone leaves a word or two alone on its last line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const { url } of localePages) {
    await page.goto(url);
    // Headings of plain text that wrap: each line's width, and the last one's against the widest.
    const lonely = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3')]
        .filter((heading) => heading.childElementCount === 0 && heading.getClientRects().length)
        .flatMap((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          const lines = new Map<number, number>();
          for (const box of range.getClientRects()) {
            if (box.width === 0) continue;
            const line = Math.round(box.bottom);
            lines.set(line, (lines.get(line) ?? 0) + box.width);
          }
          const widths = [...lines.entries()].sort(([a], [b]) => a - b).map(([, width]) => width);
          const last = widths.at(-1) ?? 0;
          const widest = Math.max(...widths);
          return widths.length > 1 && last < widest / 3
            ? [`${heading.textContent}: last line ${Math.round(last)} of ${Math.round(widest)} px`]
            : [];
        }),
    );
    expect(lonely, url).toEqual([]);
  }
});

test('every page reflows to a 320 px screen: nothing runs off its side or into its margins', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const { url } of localePages) {
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
  }
});

test('a home section’s link to all its items stays on one line on a phone', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of ['/', '/en']) {
      await page.goto(url);
      const heads = await page.evaluate(() =>
        ['announcements-title', 'showcase-title'].map((id) => {
          const link = document.getElementById(id)?.parentElement?.querySelector(':scope > a');
          return { id, lines: link?.getClientRects().length ?? 0 };
        }),
      );
      for (const { id, lines } of heads) expect(lines, `${url} at ${width} px: ${id}`).toBe(1);
    }
  }
});
