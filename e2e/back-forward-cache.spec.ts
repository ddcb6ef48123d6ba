// A visitor who leaves a page and comes back with Back gets it at once, as they left it, from the
// browser's back/forward cache. A page answered with `Cache-Control: no-store`, or one that
// fetched an answer marked so, is never kept there and loads again instead: the Chinese home
// page, whose answer depends on the visitor, did so until it said `private, no-cache`.
import { chromium, expect, test } from '@playwright/test';

const visits = [
  { locale: 'zh-CN', from: '/', to: '/download' },
  { locale: 'en-US', from: '/en', to: '/en/download' },
  { locale: 'zh-CN', from: '/support', to: '/announcement' },
];

test('Back returns to the page as it was left, from the back/forward cache', async ({
  baseURL,
}) => {
  for (const visit of visits) {
    // Playwright starts Chromium with the cache switched off; this test needs it as visitors have
    // it. The browser's own language is the visitor's too: a prefetch the page sends as it is
    // left can go out with Chromium's language (en-US here) instead of the context's, and the
    // Chinese home's prefetch of `/` then comes back redirected to /en, which evicts the page
    // from the cache. A visitor's browser sends one language throughout.
    const browser = await chromium.launch({
      ...test.info().project.use.launchOptions,
      args: [
        ...(test.info().project.use.launchOptions?.args ?? []),
        `--accept-lang=${visit.locale}`,
      ],
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const context = await browser.newContext({ baseURL, locale: visit.locale });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Page.enable');
      const notRestored: string[] = [];
      devtools.on('Page.backForwardCacheNotUsed', (event) => {
        notRestored.push(...event.notRestoredExplanations.map((explanation) => explanation.reason));
      });
      // The page as a visitor leaves it: its links on screen prefetched once the browser was idle.
      const prefetched = page.waitForResponse((response) => response.url().includes('_rsc='));
      await page.goto(visit.from);
      await prefetched;
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as Window & { leftAsItWas?: boolean }).leftAsItWas = true;
      });

      await page.goto(visit.to);
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(visit.from);
      await page.waitForFunction(() => document.readyState === 'complete');
      const restored = await page.evaluate(
        () => (window as Window & { leftAsItWas?: boolean }).leftAsItWas === true,
      );
      expect({ page: visit.from, restored, notRestored }).toEqual({
        page: visit.from,
        restored: true,
        notRestored: [],
      });
      await context.close();
    } finally {
      await browser.close();
    }
  }
});
