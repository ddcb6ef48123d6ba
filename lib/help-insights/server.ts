// The endpoints and the search route's record, wired to the process's store and settings, with
// per-visitor limits in Redis when several instances share one, else in this instance.
import 'server-only';
import { config } from '../config/index.ts';
import { clientAddress } from '../draw/client-address.ts';
import { MemoryRateLimiter, type RateLimit, type RateLimiter } from '../rate-limit/rate-limit.ts';
import { RedisRateLimiter } from '../rate-limit/rate-limit-redis.ts';
import type { SearchQuery } from '../help-search/query.ts';
import type { HelpSearchAnswer } from '../help-search/types.ts';
import { sharedRedis } from '../redis/index.ts';
import { visitorKey } from '../visitor-key.ts';
import { dayOf } from './day.ts';
import { createFeedbackEndpoints } from './endpoints/feedback.ts';
import { createSearchEventEndpoint } from './endpoints/search-events.ts';
import { helpInsights } from './instance.ts';
import type { ReportPeriod } from './report/period.ts';
import { type HelpReport, helpReport } from './report/queries.ts';

/**
 * Per visitor and minute: a visitor answers a few articles and may change an answer; the widget
 * reads its answer once per article shown; the search box tells of the results a visitor opens.
 */
export const insightsLimits = {
  feedback: { limit: 20, windowS: 60 },
  'feedback-read': { limit: 120, windowS: 60 },
  'search-events': { limit: 60, windowS: 60 },
} satisfies Record<string, RateLimit>;

function limiter(name: keyof typeof insightsLimits): RateLimiter {
  const rule = insightsLimits[name];
  const redis = sharedRedis();
  return redis
    ? new RedisRateLimiter({ redis, rule, name: `${name}-rate`, part: 'help feedback limits' })
    : new MemoryRateLimiter(rule);
}

const visitor = (request: Request) => visitorKey(clientAddress(request.headers));

let feedback: ReturnType<typeof createFeedbackEndpoints> | undefined;
let searchEvents: ReturnType<typeof createSearchEventEndpoint> | undefined;

export function feedbackEndpoints() {
  if (feedback) return feedback;
  const { store, settings } = helpInsights();
  const write = createFeedbackEndpoints({
    store,
    timeZone: settings.timeZone,
    limiter: limiter('feedback'),
    visitor,
    siteOrigin: config().site.origin,
  });
  const read = createFeedbackEndpoints({
    store,
    timeZone: settings.timeZone,
    limiter: limiter('feedback-read'),
    visitor,
    siteOrigin: config().site.origin,
  });
  feedback = { POST: write.POST, GET: read.GET };
  return feedback;
}

export function searchEventEndpoint() {
  if (searchEvents) return searchEvents;
  const { store, settings } = helpInsights();
  searchEvents = createSearchEventEndpoint({
    store,
    timeZone: settings.timeZone,
    limiter: limiter('search-events'),
    visitor,
    siteOrigin: config().site.origin,
  });
  return searchEvents;
}

/**
 * Notes a search the route answered, for the content team's report. Never throws and never waits:
 * it only queues the search, which is written later (../help-insights/search-recorder.ts). A
 * further page of the same results is no new search.
 */
export function noteHelpSearch(
  request: Request,
  query: SearchQuery,
  /** The answer as the route sends it (lib/help-search: a JSON HelpSearchAnswer). */
  answer: string,
): void {
  if (query.page !== 1) return;
  try {
    const { total } = JSON.parse(answer) as Pick<HelpSearchAnswer, 'total'>;
    if (typeof total !== 'number') return;
    helpInsights().searches.note(visitor(request), {
      query: query.q,
      locale: query.locale,
      results: total,
    });
  } catch {
    // A search is answered whatever becomes of its record.
  }
}

/** The longest the report page waits for its numbers. */
export const reportTimeoutMs = 10_000;

/**
 * The report of `period`, every row of every table, for the page a signed link opens
 * (./report/link.ts checkReportLink gives the period). Throws InsightsUnavailable (./store.ts),
 * with a message to show, when the database cannot answer.
 */
export function loadHelpReport(period: ReportPeriod): Promise<HelpReport> {
  return helpInsights().store.run((db) => helpReport(db, period), reportTimeoutMs);
}

/** Today as the report counts days (INSIGHTS_TIME_ZONE): the default end of a period. */
export function reportToday(): string {
  return dayOf(Date.now(), helpInsights().settings.timeZone);
}
