'use client';
// The hook both modal-focus hooks share: while `open`, the panel is held by holdFocus
// (modal-focus.ts), which the caller hands over at once or as a promise of its module.
import { type RefObject, useEffect, useRef } from 'react';
import type { HoldFocus } from './modal-focus.ts';

export type ModalFocus = {
  /** The dialog itself: it takes focus without an initialFocus, and Tab cycles inside it. */
  panel: RefObject<HTMLElement | null>;
  /** The control that takes focus when it opens. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What stays reachable (the panel with its backdrop): everything else is made inert. */
  keep?: RefObject<HTMLElement | null>;
  /** Where focus returns when it closes: the button that opened it. */
  returnFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
};

/** holdFocus, or its module on the way; a module-level function, so the effect never re-runs for it. */
export type FocusCode = () => HoldFocus | Promise<HoldFocus>;

export function useFocusHold(open: boolean, modal: ModalFocus, code: FocusCode) {
  const { panel, initialFocus, keep, returnFocus, onClose } = modal;
  // The latest onClose without re-running the effect (which would move focus again).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    // Read now: by cleanup time React may have detached the refs.
    const hold = {
      initialFocus,
      keep: keep?.current,
      returnFocus: returnFocus?.current,
      close: () => close.current(),
    };
    let release: (() => void) | undefined;
    let closed = false;
    const start = (holdFocus: HoldFocus) => {
      if (!closed) release = holdFocus(dialog, hold);
    };
    const found = code();
    if (found instanceof Promise) {
      // Without its code (offline) the panel still opens and closes by its own buttons.
      found.then(start, () => undefined);
    } else {
      start(found);
    }
    return () => {
      closed = true;
      release?.();
    };
  }, [open, panel, initialFocus, keep, returnFocus, code]);
}
