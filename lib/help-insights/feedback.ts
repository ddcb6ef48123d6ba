// Article feedback: "Was this article helpful?" with yes or no, and after a no an optional reason
// and comment. One counted answer per visitor, article and day: an answer given again the same
// day replaces the first (the table's key), so a visitor may change their mind.
import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import type { Sql } from './db/sql.ts';
import {
  type FeedbackAnswer,
  type FeedbackReason,
  feedbackReasons,
  maxCommentLength,
} from './feedback-terms.ts';
import { characters, plainText } from './plain-text.ts';
import type { VisitorHash } from './visitor.ts';

export { type FeedbackAnswer, type FeedbackReason, feedbackReasons, maxCommentLength };

/** Article ids are PostgreSQL integers. */
export const maxArticleId = 2_147_483_647;

export const articleId = z
  .number({ error: 'articleId must be a whole number' })
  .int('articleId must be a whole number')
  .min(1, 'articleId must be a positive whole number')
  .max(maxArticleId, 'articleId is too large');

export const feedbackLocale = z.enum(locales, {
  error: `locale must be one of ${locales.join(', ')}`,
});

const comment = z
  .string({ error: 'comment must be text' })
  .transform(plainText)
  .refine(
    (text) => characters(text) <= maxCommentLength,
    `comment must be at most ${maxCommentLength} characters`,
  );

/** The body of POST /api/help/feedback. */
export const feedbackInput = z
  .strictObject(
    {
      articleId,
      locale: feedbackLocale,
      helpful: z.boolean({ error: 'helpful must be true or false' }),
      reason: z
        .enum(feedbackReasons, { error: `reason must be one of ${feedbackReasons.join(', ')}` })
        .nullish(),
      comment: comment.nullish(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field: ${issue.keys.join(', ')}`
          : 'the body must be a JSON object',
    },
  )
  .refine(
    ({ helpful, reason, comment }) => !helpful || ((reason ?? null) === null && !comment),
    'reason and comment come only with helpful: false',
  )
  .transform(({ reason, comment, ...rest }) => ({
    ...rest,
    reason: reason ?? null,
    comment: comment ? comment : null,
  }));

export type FeedbackInput = z.output<typeof feedbackInput>;

function answerOf(row: Record<string, unknown>): FeedbackAnswer {
  return {
    articleId: Number(row.article_id),
    locale: row.locale === 'en' ? 'en' : 'zh',
    helpful: row.helpful === true,
    reason: feedbackReasons.find((reason) => reason === row.reason) ?? null,
    comment: typeof row.comment === 'string' ? row.comment : null,
  };
}

export type VisitorDay = { day: string; visitor: VisitorHash };

/** Saves the visitor's answer of the day; `replaced` when it changed an earlier one. */
export async function saveFeedback(
  sql: Sql,
  { day, visitor }: VisitorDay,
  input: FeedbackInput,
): Promise<{ answer: FeedbackAnswer; replaced: boolean }> {
  const [row] = await sql.query(
    `INSERT INTO help_feedback (day, article_id, visitor, locale, helpful, reason, comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (day, article_id, visitor) DO UPDATE SET
       locale = excluded.locale, helpful = excluded.helpful, reason = excluded.reason,
       comment = excluded.comment, updated_at = now()
     RETURNING article_id, locale, helpful, reason, comment, updated_at <> created_at AS replaced`,
    [day, input.articleId, visitor, input.locale, input.helpful, input.reason, input.comment],
  );
  if (!row) throw new Error('the answer was not saved');
  return { answer: answerOf(row), replaced: row.replaced === true };
}

/** The visitor's answer of the day on the article, or null. */
export async function readFeedback(
  sql: Sql,
  { day, visitor }: VisitorDay,
  id: number,
): Promise<FeedbackAnswer | null> {
  const [row] = await sql.query(
    `SELECT article_id, locale, helpful, reason, comment FROM help_feedback
     WHERE day = $1 AND article_id = $2 AND visitor = $3`,
    [day, id, visitor],
  );
  return row ? answerOf(row) : null;
}
