// First-load JavaScript budget of every page in tools/testing/pages.ts, in both locales, measured
// on the production build the Playwright web server runs (see tools/bench/first-load.ts for what
// counts).
// One test for all pages: a failed test restarts the worker, and the table of every figure,
// which CI logs should always show, would then come out in pieces.
import { expect, test } from '@playwright/test';
import { formatKb, measureFirstLoad, scriptSizer } from '#tools/bench/first-load.ts';
import {
  type FirstLoadRow,
  formatFirstLoadTable,
  overBudgetBytes,
} from '#tools/bench/first-load-report.ts';
import { localeTags } from '#lib/i18n/locales.ts';
import { firstLoadBudgetKb, localePages } from '#tools/testing/pages.ts';
import { bodyFetcher } from './support.ts';

test('every page keeps its first-load JavaScript budget in both locales', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const bodyOf = bodyFetcher(request);
  // Pages share most chunks: each script is fetched and gzipped once for the whole run.
  const sizeOf = scriptSizer(bodyOf);

  const rows: FirstLoadRow[] = [];
  for (const page of localePages) {
    const url = new URL(page.url, baseURL).href;
    // The language matters on `/` only, which redirects English browsers to /en.
    const html = await bodyOf(url, { 'accept-language': localeTags[page.locale] });
    const firstLoad = await measureFirstLoad(html.toString('utf8'), url, sizeOf);
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
});
