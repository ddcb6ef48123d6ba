// Accessibility budget: axe-core on every page of tools/testing/pages.ts, in both locales, on a
// wide and a narrow screen. A serious or critical violation fails; minor and moderate ones are
// printed.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { localeTags, locales } from '#lib/i18n/locales.ts';
import { blockingViolations, settle, widths } from './axe.ts';
import { localePages } from '#tools/testing/pages.ts';

// A failure names the rule and the elements; recording a trace of 64 navigations would cost
// about a third of the run for nothing more.
test.use({ trace: 'off' });

for (const locale of locales) {
  for (const width of widths) {
    test.describe(`${locale} at ${width} px`, () => {
      // One context and one tab per locale and width; every page is a navigation in it.
      let context: BrowserContext;
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({
          locale: localeTags[locale],
          viewport: { width, height: 860 },
        });
        page = await context.newPage();
      });
      test.afterAll(async () => {
        await context.close();
      });

      for (const { name, url } of localePages.filter((each) => each.locale === locale)) {
        test(`${name} (${url})`, async () => {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await settle(page);
          const failing = await blockingViolations(page, `${url} @ ${width} px`);
          expect(failing, 'serious or critical violations').toEqual([]);
        });
      }
    });
  }
}
