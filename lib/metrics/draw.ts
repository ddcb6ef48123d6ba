// The drawing proxy's answers (lib/draw/proxy.ts) by endpoint and outcome, and the time the
// drawing service takes to answer the calls passed on to it.
import { Counter, Histogram } from 'prom-client';
import { metric } from './registry.ts';

/**
 * What a visitor's call came to: the service's answer passed on, the service failing or sending
 * an answer that breaks its contract, no answer in time, the visitor over their limit, or the
 * call refused before it reached the service (another site, not JSON, a bad or oversized body).
 */
export type DrawOutcome = 'ok' | 'upstream_error' | 'timeout' | 'rate_limited' | 'refused';

const answers = () =>
  metric(
    'mantisoft_draw_requests_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_draw_requests_total',
        help: 'Calls of the drawing proxy, by endpoint and outcome',
        labelNames: ['endpoint', 'outcome'],
        registers: [registry],
      }),
  );

const upstreamSeconds = () =>
  metric(
    'mantisoft_draw_upstream_duration_seconds',
    (registry) =>
      new Histogram({
        name: 'mantisoft_draw_upstream_duration_seconds',
        help: 'Time the drawing service took to answer (or to fail), by endpoint',
        labelNames: ['endpoint'],
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
        registers: [registry],
      }),
  );

/**
 * The outcome of an answer of the proxy, by its status: the proxy answers 429 only for a limit,
 * 502 for the service's failure, 504 for its timeout and another 4xx for a refused call.
 */
export function drawOutcome(status: number): DrawOutcome {
  if (status === 429) return 'rate_limited';
  if (status === 504) return 'timeout';
  if (status >= 500) return 'upstream_error';
  if (status >= 400) return 'refused';
  return 'ok';
}

/** One answer of the proxy's `endpoint` (its path, e.g. /aiapi/v1/draw). */
export function countDrawAnswer(endpoint: string, status: number): void {
  answers().inc({ endpoint, outcome: drawOutcome(status) });
}

/** One call passed on to the drawing service, which took `seconds` to answer or fail. */
export function observeDrawUpstream(endpoint: string, seconds: number): void {
  upstreamSeconds().observe({ endpoint }, seconds);
}

/**
 * Why a drawing was refused: another site's request (`origin`), a body not declared as JSON
 * (`content_type`), too large (`too_large`) or not valid (`body`), no pass from the captcha
 * (`no_pass`) or one that is used, expired or forged (`bad_pass`), the visitor over their limit
 * (`visitor_limit`), the site's hour or day budget spent (`budget_hour`, `budget_day`).
 */
export type DrawRefusal =
  | 'origin'
  | 'content_type'
  | 'too_large'
  | 'body'
  | 'no_pass'
  | 'bad_pass'
  | 'visitor_limit'
  | 'budget_hour'
  | 'budget_day';

const refusals = () =>
  metric(
    'mantisoft_draw_refusals_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_draw_refusals_total',
        help: 'Drawings the proxy refused before the drawing service, by reason',
        labelNames: ['reason'],
        registers: [registry],
      }),
  );

export function countDrawRefusal(reason: DrawRefusal): void {
  refusals().inc({ reason });
}

/** What came of a captcha answer: solved, misplaced, machine-like, or no such puzzle. */
export type CaptchaVerdict = 'success' | 'failed' | 'needs_retry' | 'expired';

const captchaAnswers = () =>
  metric(
    'mantisoft_captcha_answers_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_captcha_answers_total',
        help: 'Answers to the drawing captcha, by verdict',
        labelNames: ['verdict'],
        registers: [registry],
      }),
  );

export function countCaptchaAnswer(verdict: CaptchaVerdict): void {
  captchaAnswers().inc({ verdict });
}
