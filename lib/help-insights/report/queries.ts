// The report's numbers, read the same way from a PostgreSQL server and from the embedded
// database. Each day is counted from the raw events while they are kept, and from the daily
// counts once they are rolled up (../retention.ts moves a day from one to the other), so a report
// reaches back past the retention; the comments, kept with the raw events only, do not.
import type { Locale } from '../../i18n/locales.ts';
import type { Sql } from '../db/sql.ts';
import { feedbackReasons, type FeedbackReason } from '../feedback.ts';
import { previousPeriod, type ReportPeriod } from './period.ts';

export type ArticleFeedbackRow = {
  articleId: number;
  answers: number;
  yes: number;
  no: number;
  /** Share of the answers that were no, 0 to 1. */
  noShare: number;
  /** Noes by reason; a no without a reason is in none. */
  reasons: Record<FeedbackReason, number>;
  comments: number;
  previousAnswers: number;
  /** The previous period's share of no; null when it had no answer. */
  previousNoShare: number | null;
};

export type CommentRow = {
  day: string;
  articleId: number;
  locale: Locale;
  reason: FeedbackReason | null;
  comment: string;
};

export type SearchRow = {
  locale: Locale;
  query: string;
  searches: number;
  /** Searches with no result. */
  noResult: number;
  /** Searches with results, and a result opened. */
  clicked: number;
  /** Searches with results, and none opened. */
  unclicked: number;
  previous: { searches: number; noResult: number; unclicked: number };
};

const int = (value: unknown) => Number(value ?? 0);
const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'zh');

function bounds(period: ReportPeriod) {
  const before = previousPeriod(period);
  return [before.from, period.from, period.to, period.locale ?? null];
}

const feedbackCounts = `
WITH counted AS (
  SELECT day, article_id,
    count(*) FILTER (WHERE helpful) AS yes, count(*) FILTER (WHERE NOT helpful) AS no,
    count(*) FILTER (WHERE reason = 'outdated') AS outdated,
    count(*) FILTER (WHERE reason = 'unclear') AS unclear,
    count(*) FILTER (WHERE reason = 'missing-steps') AS missing_steps,
    count(*) FILTER (WHERE reason = 'wrong-product') AS wrong_product,
    count(*) FILTER (WHERE reason = 'other') AS other, count(comment) AS comments
  FROM help_feedback
  WHERE day BETWEEN $1 AND $3 AND ($4::text IS NULL OR locale = $4::text)
  GROUP BY day, article_id
  UNION ALL
  SELECT day, article_id, yes, no, outdated, unclear, missing_steps, wrong_product, other, comments
  FROM help_feedback_daily
  WHERE day BETWEEN $1 AND $3 AND ($4::text IS NULL OR locale = $4::text)
)
SELECT article_id,
  coalesce(sum(yes) FILTER (WHERE day >= $2), 0)::int AS yes,
  coalesce(sum(no) FILTER (WHERE day >= $2), 0)::int AS no,
  coalesce(sum(outdated) FILTER (WHERE day >= $2), 0)::int AS outdated,
  coalesce(sum(unclear) FILTER (WHERE day >= $2), 0)::int AS unclear,
  coalesce(sum(missing_steps) FILTER (WHERE day >= $2), 0)::int AS missing_steps,
  coalesce(sum(wrong_product) FILTER (WHERE day >= $2), 0)::int AS wrong_product,
  coalesce(sum(other) FILTER (WHERE day >= $2), 0)::int AS other,
  coalesce(sum(comments) FILTER (WHERE day >= $2), 0)::int AS comments,
  coalesce(sum(yes + no) FILTER (WHERE day < $2), 0)::int AS previous_answers,
  coalesce(sum(no) FILTER (WHERE day < $2), 0)::int AS previous_no
FROM counted
GROUP BY article_id`;

/** Articles with answers in the period: most answers first, then the highest share of no. */
export async function articleFeedback(
  sql: Sql,
  period: ReportPeriod,
): Promise<ArticleFeedbackRow[]> {
  const rows = await sql.query(feedbackCounts, bounds(period));
  return rows
    .map((row): ArticleFeedbackRow => {
      const yes = int(row.yes);
      const no = int(row.no);
      const previousAnswers = int(row.previous_answers);
      return {
        articleId: int(row.article_id),
        answers: yes + no,
        yes,
        no,
        noShare: yes + no > 0 ? no / (yes + no) : 0,
        reasons: {
          outdated: int(row.outdated),
          unclear: int(row.unclear),
          'missing-steps': int(row.missing_steps),
          'wrong-product': int(row.wrong_product),
          other: int(row.other),
        },
        comments: int(row.comments),
        previousAnswers,
        previousNoShare: previousAnswers > 0 ? int(row.previous_no) / previousAnswers : null,
      };
    })
    .filter((row) => row.answers > 0)
    .sort((a, b) => b.answers - a.answers || b.noShare - a.noShare || a.articleId - b.articleId);
}

/** The comments of the period, newest day first; only those of days still kept raw. */
export async function articleComments(sql: Sql, period: ReportPeriod): Promise<CommentRow[]> {
  const rows = await sql.query(
    `SELECT day::text AS day, article_id, locale, reason, comment FROM help_feedback
     WHERE comment IS NOT NULL AND day BETWEEN $1 AND $2 AND ($3::text IS NULL OR locale = $3::text)
     ORDER BY day DESC, article_id, updated_at DESC`,
    [period.from, period.to, period.locale ?? null],
  );
  return rows.map((row) => ({
    day: String(row.day),
    articleId: int(row.article_id),
    locale: localeOf(row.locale),
    reason: feedbackReasons.find((reason) => reason === row.reason) ?? null,
    comment: String(row.comment),
  }));
}

const searchCounts = `
WITH counted AS (
  SELECT day, locale, query, count(*) AS searches, count(*) FILTER (WHERE results = 0) AS no_result,
    count(*) FILTER (WHERE results > 0 AND clicked_id IS NOT NULL) AS clicked
  FROM help_search_events
  WHERE day BETWEEN $1 AND $3 AND ($4::text IS NULL OR locale = $4::text)
  GROUP BY day, locale, query
  UNION ALL
  SELECT day, locale, query, searches, no_result, clicked FROM help_search_daily
  WHERE day BETWEEN $1 AND $3 AND ($4::text IS NULL OR locale = $4::text)
)
SELECT locale, query,
  coalesce(sum(searches) FILTER (WHERE day >= $2), 0)::int AS searches,
  coalesce(sum(no_result) FILTER (WHERE day >= $2), 0)::int AS no_result,
  coalesce(sum(clicked) FILTER (WHERE day >= $2), 0)::int AS clicked,
  coalesce(sum(searches) FILTER (WHERE day < $2), 0)::int AS previous_searches,
  coalesce(sum(no_result) FILTER (WHERE day < $2), 0)::int AS previous_no_result,
  coalesce(sum(clicked) FILTER (WHERE day < $2), 0)::int AS previous_clicked
FROM counted
GROUP BY locale, query`;

/** Every query searched in the period or the one before, with its counts in both. */
export async function searchCountsOf(sql: Sql, period: ReportPeriod): Promise<SearchRow[]> {
  const rows = await sql.query(searchCounts, bounds(period));
  return rows.map((row) => {
    const searches = int(row.searches);
    const noResult = int(row.no_result);
    const clicked = int(row.clicked);
    const previousSearches = int(row.previous_searches);
    const previousNoResult = int(row.previous_no_result);
    return {
      locale: localeOf(row.locale),
      query: String(row.query),
      searches,
      noResult,
      clicked,
      unclicked: searches - noResult - clicked,
      previous: {
        searches: previousSearches,
        noResult: previousNoResult,
        unclicked: previousSearches - previousNoResult - int(row.previous_clicked),
      },
    };
  });
}

type Ranked = SearchRow & { count: number; previousCount: number; change: number };

function ranked(rows: SearchRow[], count: (row: SearchRow) => [number, number]): Ranked[] {
  return rows
    .map((row) => {
      const [now, before] = count(row);
      return { ...row, count: now, previousCount: before, change: now - before };
    })
    .filter((row) => row.count > 0)
    .sort(
      (a, b) =>
        b.count - a.count || a.query.localeCompare(b.query) || a.locale.localeCompare(b.locale),
    );
}

/** The most frequent searches, the searches with no result, and those with results but no click. */
export function searchTables(rows: SearchRow[]) {
  return {
    top: ranked(rows, (row) => [row.searches, row.previous.searches]),
    noResult: ranked(rows, (row) => [row.noResult, row.previous.noResult]),
    noClick: ranked(rows, (row) => [row.unclicked, row.previous.unclicked]),
  };
}

export type RankedSearch = Ranked;

export type HelpReport = {
  period: ReportPeriod;
  previous: ReportPeriod;
  articles: ArticleFeedbackRow[];
  comments: CommentRow[];
  searches: ReturnType<typeof searchTables>;
};

/** Everything the report shows for the period, every row of every table. */
export async function helpReport(sql: Sql, period: ReportPeriod): Promise<HelpReport> {
  return {
    period,
    previous: previousPeriod(period),
    articles: await articleFeedback(sql, period),
    comments: await articleComments(sql, period),
    searches: searchTables(await searchCountsOf(sql, period)),
  };
}
