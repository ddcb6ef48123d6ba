// The stylesheets of every page in tools/testing/pages.ts, in both locales, on the production
// build the test site serves: what the first paint waits for stays within its budget, and no page
// preloads a stylesheet it does not apply (tools/bench/first-load-css.ts says what counts).
import { expect, test } from 'vitest';
import { extractStylesheets } from '#tools/bench/first-load-css.ts';
import { formatKb, gzipSize } from '#tools/bench/first-load.ts';
import { localeTags } from '#lib/i18n/locales.ts';
import { localePages, renderBlockingCssBudgetKb } from '#tools/testing/pages.ts';
import { siteUrl } from './site.ts';

/** The body of an address that must answer 200 itself: a redirect would measure another page. */
async function bodyOf(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

test('every page paints after no more than its stylesheet budget, and preloads none', async () => {
  const sizes = new Map<string, Promise<number>>();
  const gzipOf = (url: string) => {
    const size = sizes.get(url) ?? bodyOf(url).then(gzipSize);
    sizes.set(url, size);
    return size;
  };

  const lines: string[] = [];
  for (const page of localePages) {
    const url = siteUrl(page.url);
    const html = await bodyOf(url, { 'accept-language': localeTags[page.locale] });
    const { blocking, preloaded } = extractStylesheets(html.toString('utf8'), url);
    const bytes = (await Promise.all(blocking.map(gzipOf))).reduce((sum, size) => sum + size, 0);
    lines.push(`${page.url}: ${blocking.length} stylesheets, ${formatKb(bytes)}`);
    // A page without a stylesheet would pass any budget: it is not the page this test means.
    expect.soft(blocking.length, `${page.url} applies no stylesheet`).toBeGreaterThan(0);
    expect
      .soft(
        bytes,
        `${page.url}: ${formatKb(bytes)} of render-blocking CSS (gzip -9) is over ${renderBlockingCssBudgetKb} kB`,
      )
      .toBeLessThanOrEqual(renderBlockingCssBudgetKb * 1000);
    expect.soft(preloaded, `${page.url} preloads stylesheets it does not apply`).toEqual([]);
  }
  console.info(`\nRender-blocking CSS, gzip -9:\n${lines.join('\n')}\n`);
});
