'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons.tsx';
import styles from './message.module.css';
import type { Message, MessageStore } from './message-store.ts';

function MessageBox(props: { message: Message; store: MessageStore; closeLabel: string }) {
  const { message, store } = props;
  const [paused, setPaused] = useState(false);

  // Closes by itself, except while the pointer or the keyboard focus is on it.
  useEffect(() => {
    if (paused || message.duration <= 0) return;
    const timer = window.setTimeout(() => store.close(message.id), message.duration);
    return () => window.clearTimeout(timer);
  }, [message, paused, store]);

  return (
    <div
      className={styles.message}
      data-type={message.type}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.symbol} aria-hidden="true" />
      <p className={styles.text}>{message.text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={props.closeLabel}
        onClick={() => store.close(message.id)}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}

/**
 * Two live regions that stay in the page: errors and warnings are alerts, read out at once;
 * successes and notes are a status, read when the reader is idle.
 */
export function MessageView(props: { store: MessageStore; closeLabel: string }) {
  const { store } = props;
  const current = useSyncExternalStore(store.subscribe, store.get, () => null);
  const urgent = current?.type === 'error' || current?.type === 'warning';
  const box = current && (
    <MessageBox key={current.id} message={current} store={store} closeLabel={props.closeLabel} />
  );
  return (
    <div className={styles.host}>
      <div role="alert">{urgent && box}</div>
      <div role="status">{!urgent && box}</div>
    </div>
  );
}
