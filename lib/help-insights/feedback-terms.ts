// The terms of article feedback that the browser's widget shares with the server, in a module of
// their own: the widget imports them without zod and the database code of ./feedback.ts.
import type { Locale } from '../i18n/locales.ts';

export const feedbackReasons = [
  'outdated',
  'unclear',
  'missing-steps',
  'wrong-product',
  'other',
] as const;
export type FeedbackReason = (typeof feedbackReasons)[number];

export const maxCommentLength = 500;

/** A visitor's answer, as stored and as the widget shows it. */
export type FeedbackAnswer = {
  articleId: number;
  locale: Locale;
  helpful: boolean;
  reason: FeedbackReason | null;
  comment: string | null;
};
