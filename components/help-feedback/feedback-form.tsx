'use client';
// After a no: an optional reason and an optional comment, then send. The comment is held to the
// server's limit by the field itself, with the count beside it.
import { useId } from 'react';
import {
  type FeedbackReason,
  feedbackReasons,
  maxCommentLength,
} from '#lib/help-insights/feedback-terms.ts';
import { fill } from '#lib/i18n/fill.ts';
import styles from './help-feedback.module.css';
import type { FeedbackStrings } from './strings.ts';

export type Draft = { reason: FeedbackReason | null; comment: string };

type Props = {
  strings: FeedbackStrings;
  headingId: string;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
};

export function FeedbackForm({ strings, headingId, draft, onDraft, sending, ...act }: Props) {
  const id = useId();
  const [hintId, counterId, commentId] = [`${id}-hint`, `${id}-count`, `${id}-comment`];
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) act.onSend();
      }}
    >
      <h2 id={headingId} className={styles.line}>
        {strings.question} <span className={styles.chosen}>{strings.no}</span>
      </h2>
      <fieldset className={styles.reasons}>
        <legend>{strings.reasonLegend}</legend>
        {feedbackReasons.map((reason, index) => (
          <label key={reason} className={styles.reason}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={reason}
              checked={draft.reason === reason}
              data-autofocus={index === 0 || undefined}
              onChange={() => onDraft({ ...draft, reason })}
            />
            {strings.reasons[reason]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={commentId} className={styles.label}>
        {strings.commentLabel}
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        rows={3}
        maxLength={maxCommentLength}
        value={draft.comment}
        aria-describedby={`${hintId} ${counterId}`}
        onChange={(event) => onDraft({ ...draft, comment: event.target.value })}
      />
      <div className={styles.under}>
        <p id={hintId}>{fill(strings.commentHint, { max: maxCommentLength })}</p>
        <p
          id={counterId}
          className={styles.counter}
          data-full={draft.comment.length >= maxCommentLength || undefined}
        >
          {fill(strings.counter, { count: draft.comment.length, max: maxCommentLength })}
        </p>
      </div>
      <div className={styles.row}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={sending}>
          {sending ? strings.sending : strings.send}
        </button>
        <button type="button" className={styles.button} onClick={act.onCancel}>
          {strings.cancel}
        </button>
      </div>
    </form>
  );
}
