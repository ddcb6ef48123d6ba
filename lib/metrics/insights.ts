// The database of article feedback and search insights (lib/help-insights/store.ts): what failed
// and why, whether an outage is going on, and what was saved or lost. A failure never reaches a
// page: it costs a visitor the saving of an answer, or the content team one search.
import { Counter, Gauge } from 'prom-client';
import { metric } from './registry.ts';

/**
 * Why a use of the database failed: no answer in time, an error, the database resting after a
 * failure, a schema older than the code, the feature off (several instances without
 * DATABASE_URL), or the embedded database still opening.
 */
export type DatabaseFailure = 'timeout' | 'error' | 'resting' | 'outdated' | 'off' | 'starting';

/** What a visitor's action became: saved, failed (with an answer that says so), or dropped. */
export type InsightsOutcome = 'saved' | 'failed' | 'dropped';
export type InsightsEvent = 'feedback' | 'search';

const failures = () =>
  metric(
    'mantisoft_database_failures_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_database_failures_total',
        help: 'Uses of the feedback database that failed, by kind (timeout, error, resting, outdated, off, starting)',
        labelNames: ['kind'],
        registers: [registry],
      }),
  );

const unreachable = () =>
  metric(
    'mantisoft_database_unreachable',
    (registry) =>
      new Gauge({
        name: 'mantisoft_database_unreachable',
        help: '1 while the feedback database does not answer and feedback is not saved, else 0',
        registers: [registry],
      }),
  );

const events = () =>
  metric(
    'mantisoft_help_insights_events_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_help_insights_events_total',
        help: 'Article answers and search events, by outcome (saved, failed, dropped)',
        labelNames: ['event', 'outcome'],
        registers: [registry],
      }),
  );

export function countDatabaseFailure(kind: DatabaseFailure): void {
  failures().inc({ kind });
}

/** Whether the database is in an outage now. */
export function setDatabaseUnreachable(down: boolean): void {
  unreachable().set(down ? 1 : 0);
}

export function countInsightsEvent(
  event: InsightsEvent,
  outcome: InsightsOutcome,
  count = 1,
): void {
  if (count > 0) events().inc({ event, outcome }, count);
}
