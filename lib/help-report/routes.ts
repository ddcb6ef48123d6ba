// GET /help-report?from&to&locale&expires&signature[&lang=zh|en]: the help centre's report as a
// page, for whoever holds a link that `npm run report:help -- --link` signed (report/link.ts).
// GET /help-report/csv?table=<name>&<the same signed query>: one table, every row, as CSV.
// 400 a period or table that cannot be read, 401 a bad or expired signature, 503 the database not
// answering; each a page (or, for the CSV, a line of text) that says so. Never kept by any cache,
// never indexed. Independent of Next and of the configuration, so that tests hand in the rest.
import { isLocale, type Locale } from '../i18n/locales.ts';
import { checkReportLink } from '../help-insights/report/link.ts';
import { toCsv } from '../help-insights/report/csv.ts';
import type { ReportPeriod } from '../help-insights/report/period.ts';
import type { HelpReport } from '../help-insights/report/queries.ts';
import { reportTables } from '../help-insights/report/tables.ts';
import { InsightsUnavailable } from '../help-insights/store.ts';
import { reportDocument } from './document.ts';
import {
  type ArticleNames,
  errorView,
  reportTableNames,
  reportView,
  type ReportStrings,
  shownArticleIds,
} from './view.ts';

export type HelpReportRouteOptions = {
  /** PREVIEW_SECRET; without it every link is refused. */
  secret: () => string | undefined;
  load: (period: ReportPeriod) => Promise<HelpReport>;
  strings: (locale: Locale) => Promise<ReportStrings>;
  /**
   * The titles and pages of these articles in `locale`, from the content service; what it cannot
   * name in time is left out, and the page shows that article's id alone.
   */
  articles?: (ids: number[], locale: Locale) => Promise<ArticleNames>;
  now?: () => number;
};

export const reportHeaders = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
};

const signedParameters = ['from', 'to', 'locale', 'expires', 'signature'];

/** The page's language: `lang` if given, else the report's locale's, else Chinese. */
function pageLocale(query: URLSearchParams): Locale {
  const wanted = query.get('lang') ?? query.get('locale');
  return wanted !== null && isLocale(wanted) ? wanted : 'zh';
}

function signedQuery(query: URLSearchParams, extra: Record<string, string>): string {
  const kept = new URLSearchParams(extra);
  for (const name of signedParameters) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}

type Failure = { status: 400 | 401 | 503; message: string };
const errorKeys = { 400: 'badRequest', 401: 'unauthorized', 503: 'unavailable' } as const;

export function createHelpReportRoutes(options: HelpReportRouteOptions) {
  const { now = Date.now } = options;

  async function read(query: URLSearchParams, before?: () => Failure | undefined) {
    const verdict = checkReportLink(query, options.secret(), now());
    if (!verdict.ok) return verdict;
    const refused = before?.();
    if (refused) return { ok: false as const, ...refused };
    try {
      return { ok: true as const, verdict, report: await options.load(verdict.period) };
    } catch (error) {
      if (!(error instanceof InsightsUnavailable)) throw error;
      return { ok: false as const, status: 503 as const, message: error.message };
    }
  }

  async function page(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const locale = pageLocale(url.searchParams);
    const t = await options.strings(locale);
    const answer = (status: number, title: string, body: Parameters<typeof reportDocument>[2]) =>
      new Response(reportDocument(locale, title, body), {
        status,
        headers: { ...reportHeaders, 'content-type': 'text/html; charset=utf-8' },
      });
    const failed = ({ status, message }: Failure) => {
      const key = errorKeys[status];
      const title = t(`errors.${key}.title`);
      return answer(status, title, errorView(t, title, t(`errors.${key}.text`), message));
    };
    const result = await read(url.searchParams);
    if (!result.ok) return failed(result);
    const otherLanguage: Locale = locale === 'zh' ? 'en' : 'zh';
    const tables = reportTables(result.report);
    const articles = await (options.articles?.(
      shownArticleIds(tables),
      result.verdict.period.locale ?? locale,
    ) ?? new Map());
    const body = reportView({
      t,
      report: result.report,
      tables,
      articles,
      expires: result.verdict.expires,
      csvHref: (table) => `${url.pathname}/csv?${signedQuery(url.searchParams, { table })}`,
      otherLanguageHref: `${url.pathname}?${signedQuery(url.searchParams, { lang: otherLanguage })}`,
      otherLanguage,
    });
    return answer(200, t('title'), body);
  }

  async function csv(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const text = (status: number, message: string) =>
      new Response(`${message}\n`, {
        status,
        headers: { ...reportHeaders, 'content-type': 'text/plain; charset=utf-8' },
      });
    const name = query.get('table');
    const result = await read(query, () =>
      reportTableNames.some((known) => known === name)
        ? undefined
        : {
            status: 400,
            message: `table must be one of ${reportTableNames.join(', ')}, not ${name ?? 'none'}`,
          },
    );
    if (!result.ok) return text(result.status, result.message);
    const table = reportTables(result.report).find((candidate) => candidate.name === name);
    if (!table) return text(400, `no table ${name ?? ''}`);
    const { from, to, locale } = result.verdict.period;
    return new Response(toCsv(table), {
      headers: {
        ...reportHeaders,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="help-${table.name}-${from}-${to}-${locale ?? 'all'}.csv"`,
      },
    });
  }

  return { page, csv };
}
