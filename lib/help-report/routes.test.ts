import { describe, expect, it } from 'vitest';
import { reportLink } from '../help-insights/report/link.ts';
import type { ReportPeriod } from '../help-insights/report/period.ts';
import { type HelpReport, searchTables } from '../help-insights/report/queries.ts';
import { reportTables } from '../help-insights/report/tables.ts';
import { InsightsUnavailable } from '../help-insights/store.ts';
import { getTranslation } from '../i18n/server.ts';
import { createHelpReportRoutes } from './routes.ts';
import { reportTableNames, rowsShown } from './view.ts';

const secret = 'report-test-secret';
const now = Date.parse('2026-06-30T12:00:00Z');
const period: ReportPeriod = { from: '2026-06-01', to: '2026-06-30' };
const site = 'https://www.example.test';

const searchRow = (query: string, searches: number, noResult = 0, clicked = 0) => ({
  locale: 'zh' as const,
  query,
  searches,
  noResult,
  clicked,
  unclicked: searches - noResult - clicked,
  previous: { searches: 1, noResult: 0, unclicked: 1 },
});

function fakeReport(asked: ReportPeriod): HelpReport {
  const many = Array.from({ length: rowsShown + 20 }, (_, index) => searchRow(`query ${index}`, 1));
  return {
    period: asked,
    previous: { from: '2026-05-02', to: '2026-05-31' },
    articles: [
      {
        articleId: 1003,
        answers: 4,
        yes: 1,
        no: 3,
        noShare: 0.75,
        reasons: { outdated: 2, unclear: 0, 'missing-steps': 1, 'wrong-product': 0, other: 0 },
        comments: 1,
        previousAnswers: 1,
        previousNoShare: 0,
      },
    ],
    comments: [
      {
        day: '2026-06-20',
        articleId: 1003,
        locale: 'en',
        reason: 'outdated',
        comment: '=SUM(A1)<script>alert(1)</script>',
      },
    ],
    searches: searchTables([searchRow('激光 穿孔', 9, 2, 5), ...many]),
  };
}

function routes(load: (asked: ReportPeriod) => Promise<HelpReport> = async (p) => fakeReport(p)) {
  return createHelpReportRoutes({
    secret: () => secret,
    load,
    strings: async (locale) => (await getTranslation(locale, 'help-report')).t,
    now: () => now,
  });
}

const link = (path = '/help-report', signedWith = secret, at = now) =>
  reportLink(site, path, signedWith, period, { now: at });
const get = (url: URL | string) => new Request(url);

describe('the report page', () => {
  it('names the articles the content service knows, with a link to each, and ids alone else', async () => {
    const asked: { ids: number[]; locale: string }[] = [];
    const named = createHelpReportRoutes({
      secret: () => secret,
      load: async (p) => {
        const report = fakeReport(p);
        const unknown = report.articles.map((row) => ({ ...row, articleId: 4242 }));
        return { ...report, articles: [...report.articles, ...unknown] };
      },
      strings: async (locale) => (await getTranslation(locale, 'help-report')).t,
      articles: async (ids, locale) => {
        asked.push({ ids, locale });
        return new Map([[1003, { title: 'Cutting <thin> sheet', href: '/support/1/1003' }]]);
      },
      now: () => now,
    });
    const page = await (await named.page(get(link()))).text();
    expect(asked).toEqual([{ ids: [1003, 4242], locale: 'zh' }]);
    expect(page).toContain('<a href="/support/1/1003">Cutting &lt;thin&gt; sheet</a>');
    expect(page).toMatch(/<th scope="row"[^>]*>4242<\/th>/);
  });

  it('shows every table of the signed period, privately and for no index', async () => {
    const response = await routes().page(get(link()));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    const page = await response.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page).toMatch(/<caption>\s*最常见的搜索/);
    expect(page).toContain('<th scope="row" class="text wide">激光 穿孔</th>');
    expect(page).toContain('75%');
    // A visitor's comment is text, never markup; no script at all reaches the page.
    expect(page).toContain('=SUM(A1)&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain(`显示 ${rowsShown + 21} 行中的 ${rowsShown} 行`);
    expect(page).toMatch(/href="\/help-report\/csv\?table=searches&amp;from=2026-06-01&amp;/);
  });

  it('speaks the language asked for, keeping the signed query in its links', async () => {
    const english = link();
    english.searchParams.set('lang', 'en');
    const page = await (await routes().page(get(english))).text();
    expect(page).toContain('<html lang="en-US">');
    expect(page).toMatch(/<caption>\s*Most frequent searches/);
    expect(page).toContain('Outdated');
    expect(page).toMatch(/href="\/help-report\?lang=zh&amp;from=2026-06-01&amp;to=2026-06-30/);
  });

  it('answers 400 to a period it cannot read, before any signature', async () => {
    const bad = link();
    bad.searchParams.set('from', '2026-02-30');
    const response = await routes().page(get(bad));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = await response.text();
    expect(page).toContain('此报告链接无效');
    expect(page).toContain('from must be a day written YYYY-MM-DD, not 2026-02-30');
  });

  it.each([
    ['another secret', link('/help-report', 'another secret')],
    ['an expired link', link('/help-report', secret, now - 25 * 3600_000)],
    ['a changed period', new URL(link().href.replace('from=2026-06-01', 'from=2026-05-01'))],
  ])('answers 401 to %s and shows no number', async (_, url) => {
    let loaded = false;
    const response = await routes(async (p) => {
      loaded = true;
      return fakeReport(p);
    }).page(get(url));
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('此报告链接已过期或被修改');
    expect(loaded).toBe(false);
  });

  it('answers 503 with a clear page when the database does not answer', async () => {
    const response = await routes(async () => {
      throw new InsightsUnavailable('timeout', 'the database did not answer in time');
    }).page(get(link()));
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain('暂时无法读取报告');
    expect(page).toContain('the database did not answer in time');
  });
});

describe('a table as CSV', () => {
  const csvLink = (table: string) => {
    const url = link('/help-report/csv');
    url.searchParams.set('table', table);
    return url;
  };

  it('holds every row, for a spreadsheet to open as a download', async () => {
    const response = await routes().csv(get(csvLink('searches')));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="help-searches-2026-06-01-2026-06-30-all.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('locale,query,searches,previous,change,no result,opened a result');
    expect(lines[1]).toBe('zh,激光 穿孔,9,1,8,2,5');
    expect(lines).toHaveLength(1 + rowsShown + 21);
  });

  it('writes a comment that looks like a formula as text', async () => {
    const text = await (await routes().csv(get(csvLink('comments')))).text();
    expect(text).toContain(`2026-06-20,1003,en,outdated,'=SUM(A1)<script>alert(1)</script>`);
  });

  it('answers 400 with the table names to a table it does not have', async () => {
    const response = await routes().csv(get(csvLink('visitors')));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /table must be one of articles, comments, .* not visitors/,
    );
  });

  it('answers 401 to a changed link and 503 when the database is down', async () => {
    const changed = csvLink('articles');
    changed.searchParams.set('locale', 'en');
    expect((await routes().csv(get(changed))).status).toBe(401);
    const down = await routes(async () => {
      throw new InsightsUnavailable('resting', 'the database is not answering');
    }).csv(get(csvLink('articles')));
    expect(down.status).toBe(503);
    expect(await down.text()).toBe('the database is not answering\n');
  });

  it('offers the tables that the report has', () => {
    expect(reportTables(fakeReport(period)).map(({ name }) => name)).toEqual([...reportTableNames]);
  });
});
