'use client';
// The dialog's content: the description, the account, the captcha before each drawing (its pass
// is good for one drawing, once), and the drawing itself.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { createDrawClient, type DrawClient } from '#lib/draw/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { SliderCaptcha } from '../slider-captcha/slider-captcha.tsx';
import { AccountLine } from './account-line.tsx';
import { clearDrawAlert } from './alert.ts';
import styles from './draw-dialog.module.css';
import { PromptForm } from './prompt-form.tsx';
import type { DrawStrings } from './strings.ts';
import { DrawingFailed, TaskView } from './task-view.tsx';
import { useDraw } from './use-draw.ts';

const siteClients = new Map<Locale, DrawClient>();

/** The site's own /aiapi/v1, asked for refusals in the page's language. */
function siteClient(locale: Locale): DrawClient {
  let client = siteClients.get(locale);
  if (!client) {
    client = createDrawClient({ locale });
    siteClients.set(locale, client);
  }
  return client;
}

/** How long the solved captcha stays in view. */
const solvedPauseMs = 800;

export function DrawPanel(props: {
  strings: DrawStrings;
  locale: Locale;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  client?: DrawClient;
}) {
  const strings = props.strings.dialog;
  const client = props.client ?? siteClient(props.locale);
  const { account, view, busy, start } = useDraw(client, strings);
  const { fieldRef } = props;
  // The description waiting for the captcha, and the one being drawn (the picture's text).
  const [waiting, setWaiting] = useState<string | null>(null);
  const [drawn, setDrawn] = useState('');
  const [solved, setSolved] = useState(false);
  const check = useRef<HTMLElement>(null);
  const taskArea = useRef<HTMLDivElement>(null);

  const onStart = (prompt: string) => {
    clearDrawAlert();
    setWaiting(prompt);
  };
  const onVerified = (pass: string) => {
    if (waiting !== null) {
      setDrawn(waiting);
      start(waiting, pass);
    }
    setSolved(true);
  };

  // The captcha takes focus when it comes; once solved it shows its tick for a moment while the
  // drawing starts, then gives its place (and focus) back.
  useEffect(() => {
    if (waiting !== null) check.current?.focus();
  }, [waiting]);
  useEffect(() => {
    if (!solved) return;
    const timer = setTimeout(() => {
      setSolved(false);
      setWaiting(null);
      fieldRef.current?.focus();
    }, solvedPauseMs);
    return () => clearTimeout(timer);
  }, [solved, fieldRef]);

  // At each change of state the progress, then the picture, come into view (on a phone they
  // start below the fold).
  const taskState = view.phase === 'drawing' ? view.task?.state : undefined;
  useEffect(() => {
    if (taskState) taskArea.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [taskState]);

  return (
    <>
      <PromptForm
        strings={strings}
        status={view.phase === 'starting' ? 'starting' : busy ? 'drawing' : 'ready'}
        disabled={busy || waiting !== null}
        fieldRef={fieldRef}
        onStart={onStart}
      />
      <AccountLine account={account} strings={strings} />
      {waiting !== null && (
        <section
          ref={check}
          className={styles.check}
          aria-labelledby="draw-check-title"
          tabIndex={-1}
        >
          <h3 id="draw-check-title" className={styles.checkTitle}>
            {strings.verify}
          </h3>
          <SliderCaptcha labels={props.strings.captcha} source={client} onSuccess={onVerified} />
        </section>
      )}
      <div ref={taskArea}>
        {view.phase === 'drawing' && view.task && (
          <TaskView task={view.task} prompt={drawn} strings={strings} />
        )}
      </div>
      {view.phase === 'lost' && <DrawingFailed strings={strings} />}
    </>
  );
}
