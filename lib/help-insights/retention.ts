// Raw events are kept INSIGHTS_RETENTION_DAYS days. The days before are rolled up into daily
// counts, which are kept, and their raw rows deleted, in one transaction: a day is counted either
// in the raw tables or in the daily ones, never in both (./report/counts.ts adds the two). The
// visitor keys of the days before yesterday are deleted too (./visitor.ts). Runs at start, daily,
// and by `npm run db:retention`; several instances running it at once take turns (an advisory
// lock), and running it twice changes nothing.
import { addDays } from './day.ts';
import { advisoryLocks, type Database } from './db/sql.ts';

export type RetentionResult = {
  /** Raw events before this day were rolled up and deleted. */
  before: string;
  feedback: number;
  searches: number;
  visitorKeys: number;
};

const rollUpFeedback = `
INSERT INTO help_feedback_daily
  (day, locale, article_id, yes, no, outdated, unclear, missing_steps, wrong_product, other, comments)
SELECT day, locale, article_id,
  count(*) FILTER (WHERE helpful), count(*) FILTER (WHERE NOT helpful),
  count(*) FILTER (WHERE reason = 'outdated'), count(*) FILTER (WHERE reason = 'unclear'),
  count(*) FILTER (WHERE reason = 'missing-steps'), count(*) FILTER (WHERE reason = 'wrong-product'),
  count(*) FILTER (WHERE reason = 'other'), count(comment)
FROM help_feedback WHERE day < $1
GROUP BY day, locale, article_id
ON CONFLICT (day, locale, article_id) DO UPDATE SET
  yes = help_feedback_daily.yes + excluded.yes, no = help_feedback_daily.no + excluded.no,
  outdated = help_feedback_daily.outdated + excluded.outdated,
  unclear = help_feedback_daily.unclear + excluded.unclear,
  missing_steps = help_feedback_daily.missing_steps + excluded.missing_steps,
  wrong_product = help_feedback_daily.wrong_product + excluded.wrong_product,
  other = help_feedback_daily.other + excluded.other,
  comments = help_feedback_daily.comments + excluded.comments`;

const rollUpSearches = `
INSERT INTO help_search_daily (day, locale, query, searches, no_result, clicked)
SELECT day, locale, query, count(*), count(*) FILTER (WHERE results = 0),
  count(*) FILTER (WHERE results > 0 AND clicked_id IS NOT NULL)
FROM help_search_events WHERE day < $1
GROUP BY day, locale, query
ON CONFLICT (day, locale, query) DO UPDATE SET
  searches = help_search_daily.searches + excluded.searches,
  no_result = help_search_daily.no_result + excluded.no_result,
  clicked = help_search_daily.clicked + excluded.clicked`;

export async function applyRetention(
  db: Database,
  { today, retentionDays }: { today: string; retentionDays: number },
): Promise<RetentionResult> {
  const before = addDays(today, -retentionDays);
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [advisoryLocks.retention]);
    await sql.query(rollUpFeedback, [before]);
    await sql.query(rollUpSearches, [before]);
    const count = async (statement: string, day: string) =>
      Number(
        (
          await sql.query(
            `WITH gone AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
            [day],
          )
        )[0]?.n ?? 0,
      );
    return {
      before,
      feedback: await count('DELETE FROM help_feedback WHERE day < $1', before),
      searches: await count('DELETE FROM help_search_events WHERE day < $1', before),
      visitorKeys: await count('DELETE FROM help_visitor_keys WHERE day < $1', addDays(today, -1)),
    };
  });
}
