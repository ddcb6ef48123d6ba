'use client';
import { type RefObject, useEffect } from 'react';

/** While `open`, moves focus into `target` and closes on Escape. */
export function useDismiss(
  open: boolean,
  close: () => void,
  target: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    target.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close, target]);
}
