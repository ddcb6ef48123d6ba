'use client';
// The description and the start button. The button is disabled while the field is empty; a
// description of spaces only is refused with an alert (请输入词条).
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { promptMaxLength } from '#lib/draw/shared.ts';
import { alertDraw } from './alert.ts';
import styles from './draw-dialog.module.css';
import { type DialogStrings, fill } from './strings.ts';

export function PromptForm(props: {
  strings: DialogStrings;
  /** What the start button says: start, sending, or drawing. */
  status: 'ready' | 'starting' | 'drawing';
  disabled: boolean;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  onStart: (prompt: string) => void;
}) {
  const { strings, status, disabled, fieldRef, onStart } = props;
  const [prompt, setPrompt] = useState('');
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = prompt.trim();
    if (!text) {
      alertDraw('warning', strings.empty);
      fieldRef.current?.focus();
      return;
    }
    onStart(text);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={`${id}-prompt`}>
        {strings.promptLabel}
      </label>
      <textarea
        ref={fieldRef}
        id={`${id}-prompt`}
        className={styles.field}
        value={prompt}
        maxLength={promptMaxLength}
        rows={4}
        placeholder={strings.promptPlaceholder}
        aria-describedby={`${id}-count`}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <div className={styles.formFoot}>
        <span id={`${id}-count`} className={styles.counter}>
          <span aria-hidden="true">
            {prompt.length}/{promptMaxLength}
          </span>
          <span className="visually-hidden">
            {fill(strings.counter, { count: prompt.length, max: promptMaxLength })}
          </span>
        </span>
        <button type="submit" className={styles.start} disabled={prompt.length === 0 || disabled}>
          {{ ready: strings.start, starting: strings.starting, drawing: strings.running }[status]}
        </button>
      </div>
    </form>
  );
}
