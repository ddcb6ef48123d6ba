// GET and POST /api/help/feedback: a visitor's answer to "Was this article helpful?" on one
// article, read back (so that the widget shows an answer given earlier today) and saved.
// Independent of Next and of the settings, so that tests hand them a store and a limiter.
//
// POST /api/help/feedback            Content-Type: application/json, at most 8 KiB
//   { "articleId": 1001, "locale": "zh" | "en", "helpful": false,
//     "reason"?: "outdated" | "unclear" | "missing-steps" | "wrong-product" | "other" | null,
//     "comment"?: string | null }
//   reason and comment only with helpful: false; comment plain text, at most 500 characters once
//   trimmed (control characters removed); no other field.
//   200 { "saved": true, "replaced": boolean, "answer": Answer }   replaced: changed today's answer
// GET /api/help/feedback?articleId=1001
//   200 { "answer": Answer | null }    the visitor's answer of today on the article, if any
// Answer = { articleId, locale, helpful, reason: string | null, comment: string | null }
//
// Refusals, each { "error": message } and never cached: 400 a bad field or query (the message
// names it), 403 a request from another site, 405 another method, 413 a body over 8 KiB, 415 a body
// not declared as JSON, 429 past the visitor's limit (Retry-After), 503 when the answer cannot be
// saved or read now (the database is down, slow, starting or outdated): the widget says so.
import { countInsightsEvent } from '../../metrics/insights.ts';
import { dayOf } from '../day.ts';
import { articleId, feedbackInput, readFeedback, saveFeedback } from '../feedback.ts';
import type { InsightsStore } from '../store.ts';
import { type Guard, ok, readJson, refuse, refuseRequest } from './respond.ts';

export type FeedbackEndpointOptions = Guard & {
  store: Pick<InsightsStore, 'run'>;
  timeZone: string;
  now?: () => number;
};

export function createFeedbackEndpoints(options: FeedbackEndpointOptions) {
  const { store, timeZone, now = Date.now } = options;

  async function POST(request: Request): Promise<Response> {
    const refused = await refuseRequest(request, options);
    if (refused) return refused;
    const body = await readJson(request, feedbackInput);
    if (!body.ok) return body.response;
    const day = dayOf(now(), timeZone);
    try {
      const saved = await store.run(async (db, visitors) => {
        const visitor = await visitors.hash(db, day, options.visitor(request));
        return saveFeedback(db, { day, visitor }, body.value);
      });
      countInsightsEvent('feedback', 'saved');
      return ok({ saved: true, ...saved });
    } catch (error) {
      countInsightsEvent('feedback', 'failed');
      return refuse(503, error instanceof Error ? error.message : 'the answer could not be saved');
    }
  }

  async function GET(request: Request): Promise<Response> {
    const refused = await refuseRequest(request, options);
    if (refused) return refused;
    const given = new URL(request.url).searchParams.getAll('articleId');
    const id = given.length === 1 && /^\d{1,10}$/.test(given[0] ?? '') ? Number(given[0]) : NaN;
    const checked = articleId.safeParse(id);
    if (!checked.success) return refuse(400, 'articleId must be one positive whole number');
    const day = dayOf(now(), timeZone);
    try {
      const answer = await store.run(async (db, visitors) => {
        const visitor = await visitors.hash(db, day, options.visitor(request));
        return readFeedback(db, { day, visitor }, checked.data);
      });
      return ok({ answer });
    } catch (error) {
      return refuse(503, error instanceof Error ? error.message : 'the answer could not be read');
    }
  }

  return { GET, POST };
}
