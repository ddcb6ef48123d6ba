// The header's "use immediately" button without the application. The stable addresses that
// scripts and the desktop applications use (/download/latest/…, /download/releases.json) are
// HTTP answers: integration/download-stable.test.ts.
import { expect, test } from '@playwright/test';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import { visitor } from './support.ts';

test.describe('use immediately without the application', () => {
  // Each language once and each way to the button once: in the header's bar on a wide screen,
  // in the slide menu on a narrow one. The button's code is the same in both languages.
  const cases = [
    { tag: 'zh-CN', width: 390, home: '/', strings: zh, landing: '/download?from=home' },
    { tag: 'en-US', width: 1280, home: '/en', strings: en, landing: '/en/download?from=home' },
  ] as const;
  for (const { tag, width, home, strings, landing } of cases) {
    test(`${tag} at ${width} px: alert, then the download page`, async ({ browser }) => {
      const context = await visitor(browser, tag, width);
      const page = await context.newPage();
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await page.goto(home);
      if (width < 992) {
        await page.getByRole('button', { name: strings.header.openMenu }).click();
      }
      await page
        .getByRole('button', { name: strings.useApp.button, exact: true })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === landing);
      expect(alerts).toEqual([`alert: ${strings.useApp.notInstalled}`]);
      await context.close();
    });
  }
});
