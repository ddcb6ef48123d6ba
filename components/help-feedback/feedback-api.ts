// The widget's two requests to /api/help/feedback (contract: lib/help-insights/endpoints/feedback.ts).
import type { FeedbackAnswer, FeedbackReason } from '#lib/help-insights/feedback-terms.ts';
import type { Locale } from '#lib/i18n/locales.ts';

const endpoint = '/api/help/feedback';

export type SaveProblem = 'unavailable' | 'limited' | 'failed';
export type Saved = { ok: true; answer: FeedbackAnswer } | { ok: false; problem: SaveProblem };

export type AnswerInput = {
  articleId: number;
  locale: Locale;
  helpful: boolean;
  reason?: FeedbackReason | null;
  comment?: string | null;
};

function isAnswer(value: unknown): value is FeedbackAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'helpful' in value &&
    typeof value.helpful === 'boolean'
  );
}

/** The visitor's answer of today, or null (also when it cannot be read: the question is asked). */
export async function readAnswer(articleId: number, signal: AbortSignal) {
  try {
    const response = await fetch(`${endpoint}?articleId=${articleId}`, { signal });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const answer = typeof body === 'object' && body !== null && 'answer' in body && body.answer;
    return isAnswer(answer) ? answer : null;
  } catch {
    return null;
  }
}

export async function saveAnswer(input: AnswerInput): Promise<Saved> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.status === 429) return { ok: false, problem: 'limited' };
    if (response.status === 503) return { ok: false, problem: 'unavailable' };
    const body: unknown = response.ok ? await response.json() : null;
    const answer = typeof body === 'object' && body !== null && 'answer' in body && body.answer;
    return isAnswer(answer) ? { ok: true, answer } : { ok: false, problem: 'failed' };
  } catch {
    // No answer at all (offline, the server gone): as a database that cannot save.
    return { ok: false, problem: 'unavailable' };
  }
}
