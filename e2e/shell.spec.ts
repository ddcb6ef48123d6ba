// The site shell as a visitor meets it: both languages, header, footer, navigation, the slide
// menu and the language switch. What the shell answers over HTTP (the head's canonical and
// language links, the redirect of /, not-found answers, old addresses): integration/shell.test.ts.
import { expect, test } from '@playwright/test';
import { visitor } from './support.ts';

test.describe('both locales', () => {
  test('/ renders in Chinese with header, navigation and footer', async ({ browser }) => {
    const context = await visitor(browser, 'zh-CN');
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '公告' })).toHaveAttribute('href', '/announcement');
    await expect(nav.getByText('贡献者')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: /资料中心/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('为每一束激光，配一套好软件');
    await expect(page.getByRole('heading', { name: '最新公告' })).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer).toContainText('MantiSoft 曼蒂软件 版权所有');
    await expect(footer.getByRole('link', { name: /ICP/ })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await expect(page).toHaveTitle(/MantiSoft/);
    await context.close();
  });

  test('/en renders in English with the same structure', async ({ browser }) => {
    const context = await visitor(browser, 'en-US');
    const page = await context.newPage();
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'href',
      '/en/announcement',
    );
    await expect(page.getByRole('heading', { name: 'Latest announcements' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('All rights reserved');
    await context.close();
  });
});

test.describe('narrow screens', () => {
  test('at 390 px the slide menu replaces the navigation and closes on a click', async ({
    browser,
  }) => {
    const context = await visitor(browser, 'zh-CN', 390);
    const page = await context.newPage();
    await page.goto('/');
    // Neither the header's navigation bar nor the closed menu is shown.
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    const menu = page.getByRole('dialog', { name: '主导航' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: '打开菜单' }).click();
    await menu.getByRole('link', { name: '下载中心' }).click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.close();
  });
});

test.describe('language', () => {
  test('the language icon switches the same page to the other locale and remembers it', async ({
    browser,
  }) => {
    const context = await visitor(browser, 'zh-CN');
    const page = await context.newPage();
    await page.goto('/download/linux/debian');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/en\/download\/linux\/debian$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download for Linux (Debian)');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', sameSite: 'Lax' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    await page.getByRole('button', { name: '切换到中文' }).click();
    await expect(page).toHaveURL(/:\d+\/download\/linux\/debian$/);
    await context.close();
  });
});
