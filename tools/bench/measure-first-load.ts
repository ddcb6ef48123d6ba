// Prints the first-load JavaScript of every page in tools/testing/pages.ts, in both locales, for a
// site that is already running (a production build: `npm run build && npm start`):
//   node tools/bench/measure-first-load.ts http://127.0.0.1:3000
// Exits with 1 when a page is over its budget, 2 when a page or script does not answer.
import { firstLoadBudgetKb, localePages } from '#tools/testing/pages.ts';
import { fetchFirstLoad, httpScriptSizer } from './first-load-fetch.ts';
import { type FirstLoadRow, formatFirstLoadTable, overBudgetBytes } from './first-load-report.ts';
import { localeTags } from '#lib/i18n/locales.ts';

const [site, ...extra] = process.argv.slice(2);
if (!site || extra.length > 0 || !URL.canParse(site)) {
  console.error(
    'usage: node tools/bench/measure-first-load.ts <site origin, e.g. http://127.0.0.1:3000>',
  );
  process.exit(2);
}

const sizeOf = httpScriptSizer();
const rows: FirstLoadRow[] = [];
try {
  for (const page of localePages) {
    // The language matters on `/` only, which redirects English browsers to /en.
    const firstLoad = await fetchFirstLoad(site, page.url, localeTags[page.locale], sizeOf);
    rows.push({
      name: `${page.name} (${page.locale})`,
      url: page.url,
      budgetKb: firstLoadBudgetKb[page.budget],
      firstLoad,
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

console.info(formatFirstLoadTable(rows));
const over = rows.filter((row) => overBudgetBytes(row) > 0);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((row) => row.url).join(', ')}`);
  process.exit(1);
}
