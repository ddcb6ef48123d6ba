// The help report as the content team opens it: answers and searches sent through the site's own
// endpoints show in its tables, each table downloads as CSV with every row, the page passes axe at
// both widths in both languages, and a link changed by hand shows nothing but a 401 page.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { reportLink } from '#lib/help-insights/report/link.ts';
import { blockingViolations, settle, widths } from './axe.ts';
import { testSettings } from './support.ts';

// One run's own words, so that earlier runs against the same database never answer for this one.
const run = Date.now().toString(36);
const article = { no: 4201, yes: 4202 };
const comment = `Step 3 is missing ${run}`;
const queries = {
  noResult: `e2e nothing ${run}`,
  noClick: `e2e unopened ${run}`,
  clicked: `e2e opened ${run}`,
};
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// A day either side of today: the site counts days in its own time zone.
const period = { from: day(-1), to: day(1) };

function signed(baseURL: string, path = '/help-report', lang?: 'zh' | 'en'): string {
  const link = reportLink(baseURL, path, testSettings().previewSecret ?? '', period);
  if (lang) link.searchParams.set('lang', lang);
  return link.href;
}

async function seed(api: APIRequestContext, origin: string) {
  const post = async (path: string, data: object) => {
    const response = await api.post(path, { data, headers: { origin } });
    expect(response.status(), `${path} ${await response.text()}`).toBe(200);
  };
  await post('/api/help/feedback', {
    articleId: article.no,
    locale: 'en',
    helpful: false,
    reason: 'missing-steps',
    comment,
  });
  await post('/api/help/feedback', { articleId: article.yes, locale: 'zh', helpful: true });
  await post('/api/help/search-events', { query: queries.noResult, locale: 'en', results: 0 });
  await post('/api/help/search-events', { query: queries.noClick, locale: 'zh', results: 4 });
  await post('/api/help/search-events', {
    query: queries.clicked,
    locale: 'zh',
    results: 3,
    clicked: 1001,
  });
  // The search route records what it answers by itself, a moment later.
  const search = await api.get('/api/help/search?q=%E6%BF%80%E5%85%89&locale=zh');
  expect(search.status()).toBe(200);
}

const section = (page: Page, name: RegExp) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });

test.describe('the help report', () => {
  // Room for the database to open on a busy machine after the server's start.
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ playwright }, info) => {
    const baseURL = String(info.project.use.baseURL);
    const api = await playwright.request.newContext({ baseURL });
    // The database opens once the server listens, and until then the endpoints answer 503: wait
    // for it by reading (far under the read limit), then send each answer and search once.
    await expect(async () => {
      expect((await api.get('/api/help/feedback?articleId=1')).status()).toBe(200);
    }).toPass({ intervals: [2000, 5000], timeout: 120_000 });
    await seed(api, baseURL);
    // The recorded search is written within a second or two: wait for it in the CSV.
    await expect
      .poll(async () => (await api.get(signedCsv(baseURL, 'searches'))).text())
      .toContain('激光');
    await api.dispose();
  });

  test('shows what was seeded, passes axe and downloads every row', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(signed(String(baseURL), '/help-report', 'en'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('script')).toHaveCount(0);

    const articles = section(page, /^Articles by answers/);
    const noRow = articles.getByRole('row').filter({ hasText: String(article.no) });
    await expect(noRow.getByRole('cell').nth(2)).toHaveText('1'); // no
    await expect(noRow.getByRole('cell').nth(3)).toHaveText('100%');
    await expect(section(page, /^Comments after a no/)).toContainText(comment);
    await expect(section(page, /^Comments after a no/)).toContainText('Missing steps');
    await expect(section(page, /^Most frequent searches/)).toContainText('激光');
    await expect(section(page, /^Searches with no result/)).toContainText(queries.noResult);
    const noClick = section(page, /^Searches with results but no click/);
    await expect(noClick).toContainText(queries.noClick);
    await expect(noClick).not.toContainText(queries.clicked);
    await expect(page.locator('caption').first()).toBeVisible();

    await settle(page);
    expect(await blockingViolations(page, 'help report, en, 1280 px')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Searches with no result as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^help-no-result-searches-.*-all\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('\ufefflocale,query,searches,previous,change');
    expect(rows).toContain(`en,${queries.noResult},1,0,1`);
  });

  test('answers a link changed by hand with a 401 page', async ({ page, baseURL }) => {
    const changed = new URL(signed(String(baseURL)));
    changed.searchParams.set('from', day(-30));
    const response = await page.goto(changed.href);
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('此报告链接已过期或被修改');
    await expect(page.locator('table')).toHaveCount(0);
  });

  for (const lang of ['zh', 'en'] as const) {
    for (const width of widths) {
      test(`reads well in ${lang} at ${width} px`, async ({ page, baseURL }, info) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(signed(String(baseURL), '/help-report', lang));
        await settle(page);
        // A narrow screen scrolls each table in its frame, never the page.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await blockingViolations(page, `help report, ${lang}, ${width} px`)).toEqual([]);
        await page.screenshot({
          path: info.outputPath(`help-report-${lang}-${width}.png`),
          fullPage: true,
        });
      });
    }
  }
});

function signedCsv(baseURL: string, table: string): string {
  const link = new URL(signed(baseURL, '/help-report/csv'));
  link.searchParams.set('table', table);
  return link.href;
}
