'use client';
// A small "Copy" button for a hash or a command. The strings come from the server parent,
// because client components only get the `common` namespace.
import { useEffect, useState } from 'react';
import { copyText } from '../../lib/clipboard.ts';
import styles from './copy-button.module.css';

export type CopyStrings = { copy: string; copied: string; failed: string };

type Props = {
  text: string;
  /** The button's accessible name, saying what is copied ("Copy the SHA-256 of …"). */
  label: string;
  strings: CopyStrings;
};

type State = 'idle' | 'copied' | 'failed';

export function CopyButton({ text, label, strings }: Props) {
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
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        data-state={state}
        onClick={copy}
      >
        {state === 'copied' ? strings.copied : strings.copy}
      </button>
      <span className={state === 'failed' ? styles.failed : 'visually-hidden'} role="status">
        {state === 'copied' ? strings.copied : state === 'failed' ? strings.failed : ''}
      </span>
    </span>
  );
}
