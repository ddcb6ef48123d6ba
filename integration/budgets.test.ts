// First-load JavaScript budget of every page in tools/testing/pages.ts, in both locales, measured
// on the production build the test site serves (see tools/bench/first-load.ts for what counts).
// One test for all pages: the table of every figure, which CI logs should always show, then
// comes out whole.
import { expect, test } from 'vitest';
import { formatKb, measureFirstLoad, scriptSizer } from '#tools/bench/first-load.ts';
import {
  type FirstLoadRow,
  formatFirstLoadTable,
  overBudgetBytes,
} from '#tools/bench/first-load-report.ts';
import { localeTags } from '#lib/i18n/locales.ts';
import { firstLoadBudgetKb, localePages } from '#tools/testing/pages.ts';
import { siteUrl } from './site.ts';

/** The body of an address that must answer 200 itself: no redirect is followed, or another page
 * would be measured. */
async function bodyOf(url: string, headers: Record<string, string> = {}): Promise<Uint8Array> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  expect(response.status, url).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

test('every page keeps its first-load JavaScript budget in both locales', async () => {
  // Pages share most chunks: each script is fetched and gzipped once for the whole run.
  const sizeOf = scriptSizer(bodyOf);

  const rows: FirstLoadRow[] = [];
  for (const page of localePages) {
    const url = siteUrl(page.url);
    // The language matters on `/` only, which redirects English browsers to /en.
    const html = await bodyOf(url, { 'accept-language': localeTags[page.locale] });
    const firstLoad = await measureFirstLoad(new TextDecoder().decode(html), url, sizeOf);
    const budgetKb = firstLoadBudgetKb[page.budget];
    rows.push({ name: `${page.name} (${page.locale})`, url: page.url, budgetKb, firstLoad });
  }
  console.info(`\n${formatFirstLoadTable(rows)}\n`);

  for (const row of rows) {
    // A page without scripts would pass any budget: it is not the page this test means.
    expect.soft(row.firstLoad.scripts.length, `${row.url} loads no script`).toBeGreaterThan(0);
    expect
      .soft(
        overBudgetBytes(row),
        `${row.url}: ${formatKb(row.firstLoad.gzipBytes)} of JavaScript (gzip -9, 1 kB = 1000 bytes) is over its ${row.budgetKb} kB`,
      )
      .toBeLessThanOrEqual(0);
  }
}, 180_000);
