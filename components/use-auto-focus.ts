'use client';
import { type RefObject, useEffect } from 'react';

/**
 * Focuses `target` when it appears (and again whenever `enabled` turns true): the first field of
 * a dialog, the prompt of the drawing form. Unlike the autoFocus attribute it also works on an
 * element that React shows later, and it does not scroll the page to reach it.
 */
export function useAutoFocus(target: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    if (enabled) target.current?.focus({ preventScroll: true });
  }, [enabled, target]);
}
