// The budgets a browser measures, on every page of tools/testing/pages.ts in both locales on a
// wide and a narrow screen, in one visit each: no serious or critical axe violation (minor and
// moderate ones are printed), nothing moving on screen from the first paint on (CLS 0), and on
// the phone the text rules of e2e/phone-layout.ts.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { localeTags, locales } from '#lib/i18n/locales.ts';
import { blockingViolations, settle, widths } from './axe.ts';
import { layoutShifts, noLayoutShift, watchLayoutShift } from './layout-shift.ts';
import { controlsInAnotherFont, lonelyHeadingLines, wrappedSectionLinks } from './phone-layout.ts';
import { localePages } from '#tools/testing/pages.ts';

// A failure names the rule and the elements; recording a trace of 92 navigations would cost
// about a third of the run for nothing more.
test.use({ trace: 'off' });
// The longest reader spec: its four tabs (a locale at a width) are shared out between the
// workers, each tab's pages visited in order.
test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  for (const width of widths) {
    test.describe(`${locale} at ${width} px`, () => {
      test.describe.configure({ mode: 'default' });
      // One context and one tab per locale and width; every page is a navigation in it.
      let context: BrowserContext;
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({
          locale: localeTags[locale],
          viewport: { width, height: 860 },
        });
        page = await context.newPage();
        await watchLayoutShift(page);
      });
      test.afterAll(async () => {
        await context.close();
      });

      for (const { name, url } of localePages.filter((each) => each.locale === locale)) {
        test(`${name} (${url})`, async () => {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await settle(page);
          // Read before axe, which scrolls to what it inspects.
          const { total, report } = await layoutShifts(page);
          expect.soft(total, `layout shifts:\n${report}`).toBeLessThan(noLayoutShift);
          if (width < 600) {
            expect.soft(await lonelyHeadingLines(page), 'lonely last lines').toEqual([]);
            expect.soft(await controlsInAnotherFont(page), 'controls in another font').toEqual([]);
            if (name === 'home') {
              expect.soft(await wrappedSectionLinks(page), 'section links').toEqual([]);
            }
          }
          const failing = await blockingViolations(page, `${url} @ ${width} px`);
          expect(failing, 'serious or critical violations').toEqual([]);
        });
      }
    });
  }
}
