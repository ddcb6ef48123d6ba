// The question and its two answers: what the slot shows before the widget has loaded and what
// the widget shows while no answer is given, in the same markup, so that nothing moves.
import styles from './help-feedback.module.css';
import type { AskLabels } from './strings.ts';

type Props = {
  labels: AskLabels;
  headingId: string;
  onAnswer: (helpful: boolean) => void;
  /** The answer given earlier, while the visitor changes it. */
  given?: boolean | null;
  disabled?: boolean;
};

export function AskView({ labels, headingId, onAnswer, given = null, disabled }: Props) {
  return (
    <>
      <h2 id={headingId} className={styles.line}>
        {labels.question}
      </h2>
      <div className={styles.row} role="group" aria-labelledby={headingId}>
        {[true, false].map((helpful) => (
          <button
            key={String(helpful)}
            type="button"
            className={styles.button}
            aria-pressed={given === null ? undefined : given === helpful}
            disabled={disabled}
            data-autofocus={helpful || undefined}
            onClick={() => onAnswer(helpful)}
          >
            {helpful ? labels.yes : labels.no}
          </button>
        ))}
      </div>
    </>
  );
}
