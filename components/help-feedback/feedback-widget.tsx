'use client';
// The interactive widget, loaded by the slot: it reads the visitor's answer of today (shown
// acknowledged, with a way to change it), saves a yes at once, and after a no offers a reason
// and a comment before sending. A refused answer stays in the form with a message saying why.
import { useEffect, useRef, useState } from 'react';
import type { FeedbackAnswer } from '#lib/help-insights/feedback-terms.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { AskView } from './ask-view.tsx';
import {
  type AnswerInput,
  readAnswer,
  type Saved,
  type SaveProblem,
  saveAnswer,
} from './feedback-api.ts';
import { type Draft, FeedbackForm } from './feedback-form.tsx';
import styles from './help-feedback.module.css';
import type { FeedbackStrings } from './strings.ts';

export type FeedbackWidgetProps = {
  locale: Locale;
  articleId: number;
  strings: FeedbackStrings;
  headingId: string;
  /** The answer the visitor clicked before this part had loaded. */
  early: boolean | null;
};

type View = 'ask' | 'form' | 'done';

export function FeedbackWidget({
  locale,
  articleId,
  strings,
  headingId,
  early,
}: FeedbackWidgetProps) {
  const root = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(early === false ? 'form' : 'ask');
  const [given, setGiven] = useState<FeedbackAnswer | null>(null);
  const [draft, setDraft] = useState<Draft>({ reason: null, comment: '' });
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [sending, setSending] = useState(early === true);
  const [ready, setReady] = useState(early !== null);
  // Focus follows the visitor's own steps only, never the answer read on load.
  const acted = useRef(early !== null);

  const finish = (saved: Saved) => {
    setSending(false);
    if (!saved.ok) return setProblem(saved.problem);
    setGiven(saved.answer);
    setView('done');
  };

  const send = (input: Omit<AnswerInput, 'articleId' | 'locale'>) => {
    acted.current = true;
    setSending(true);
    setProblem(null);
    void saveAnswer({ articleId, locale, ...input }).then(finish);
  };

  const answer = (helpful: boolean) => {
    if (helpful) return send({ helpful: true });
    acted.current = true;
    setProblem(null);
    setView('form');
  };

  useEffect(() => {
    // The click that loaded the widget: a yes is sent now (a no opened the form at once).
    if (early === true) {
      void saveAnswer({ articleId, locale, helpful: true }).then(finish);
      return;
    }
    if (early === false) return;
    const controller = new AbortController();
    void readAnswer(articleId, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      if (found) {
        setGiven(found);
        setDraft({ reason: found.reason, comment: found.comment ?? '' });
        setView('done');
      }
      setReady(true);
    });
    return () => controller.abort();
    // Once, when the widget arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (acted.current) root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view]);

  return (
    <div ref={root} className={styles.widget} data-ready={ready || undefined} aria-busy={sending}>
      {/* Always present, so that the acknowledgement is read out when it appears. */}
      <p role="status" className={view === 'done' ? styles.line : styles.quiet}>
        {view === 'done' ? strings.thanks : ''}
      </p>
      {view === 'ask' && (
        <AskView
          labels={strings}
          headingId={headingId}
          given={given?.helpful ?? null}
          disabled={sending}
          onAnswer={answer}
        />
      )}
      {view === 'done' && (
        <div className={styles.row}>
          <button
            type="button"
            className={styles.button}
            data-autofocus
            onClick={() => {
              acted.current = true;
              setView('ask');
            }}
          >
            {strings.change}
          </button>
        </div>
      )}
      {view === 'form' && (
        <FeedbackForm
          strings={strings}
          headingId={headingId}
          draft={draft}
          onDraft={setDraft}
          sending={sending}
          onSend={() => send({ helpful: false, reason: draft.reason, comment: draft.comment })}
          onCancel={() => {
            setProblem(null);
            setView(given ? 'done' : 'ask');
          }}
        />
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {strings[problem]}
        </p>
      )}
    </div>
  );
}
