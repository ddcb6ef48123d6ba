'use client';
// A small "Copy" button for a hash or a command. The strings come from the server parent,
// because client components only get the `common` namespace.
import { useEffect, useState } from 'react';
import { copyText } from '#lib/clipboard.ts';
import styles from './copy-button.module.css';

export type CopyStrings = { copy: string; copied: string; failed: string };

type Props = {
  text: string;
  /** What is copied, for screen readers after the visible "Copy" ("the SHA-256 of …"). */
  what: string;
  strings: CopyStrings;
};

type State = 'idle' | 'copied' | 'failed';

export function CopyButton({ text, what, strings }: Props) {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    copyText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <span className={styles.wrap}>
      {/* Visible text first in the name, so that voice control users can say what they see. */}
      <button type="button" className={styles.button} data-state={state} onClick={copy}>
        {state === 'copied' ? strings.copied : strings.copy}
        <span className="visually-hidden"> {what}</span>
      </button>
      <span className={state === 'failed' ? styles.failed : 'visually-hidden'} role="status">
        {state === 'copied' ? strings.copied : state === 'failed' ? strings.failed : ''}
      </span>
    </span>
  );
}
