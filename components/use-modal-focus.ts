'use client';
// What makes a panel modal (the mobile menu, the help drawer, the image preview, the drawing
// dialog, the WeChat code): while it is open focus moves in and cannot leave by Tab, Escape
// closes it, the page behind does not scroll and, when asked, cannot be reached at all; when it
// closes, focus goes back to what opened it, if the caller names it.
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { lockBodyScroll } from './scroll-lock.ts';

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

const focusable = [
  'button:not([disabled])',
  '[href]',
  'input:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

// Open modals, the newest last. Only the newest holds focus: a modal opened from another one
// (the image preview from the drawing dialog) must not have focus pulled back from under it.
const stack: HTMLElement[] = [];

/** Makes every element outside `keep` inert, up to the body; returns the undoing. */
function makeOthersInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/** Tab and Shift+Tab wrap around the panel's controls instead of leaving it. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const items = [...dialog.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

export function useModalFocus(open: boolean, modal: ModalFocus) {
  const { panel, initialFocus, keep, returnFocus, onClose } = modal;
  // The latest onClose without re-running the effect (which would move focus again), from the
  // commit on, as the keys below are heard.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // The keys are heard from the commit on, before the browser paints: a panel that opens without
  // a click (the image preview, once its code has loaded) is on screen from that paint, and the
  // effect below can run long after it on a busy device, while Escape pressed meanwhile would go
  // unheard. Focus moves in that effect, not here: React puts back the focus that a layout
  // effect's cleanup moves while it commits.
  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    stack.push(dialog);
    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        trapTab(dialog, event);
      }
    };
    // On the document, so that Escape works even before focus has landed, and while capturing,
    // before an overlay stops its events from bubbling; only the newest modal answers.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      stack.splice(stack.indexOf(dialog), 1);
    };
  }, [open, panel]);

  useEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    const unlock = lockBodyScroll();
    const kept = keep?.current;
    const release = kept ? makeOthersInert(kept) : () => undefined;
    const home = () => (initialFocus?.current ?? dialog).focus();
    home();
    // A panel shown by a visibility transition is still hidden in its first frame and refuses
    // focus: try again in the next one.
    const retry = requestAnimationFrame(() => {
      if (!dialog.contains(document.activeElement)) home();
    });
    // Anything that pulls focus out (a script, an assistive technology) is sent back in.
    const onFocusIn = (event: FocusEvent) => {
      if (stack.at(-1) !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) home();
    };
    document.addEventListener('focusin', onFocusIn);
    // Read now: by cleanup time React may have detached the ref.
    const opener = returnFocus?.current;
    return () => {
      cancelAnimationFrame(retry);
      document.removeEventListener('focusin', onFocusIn);
      // The page is reachable again before focus goes back to it.
      release();
      unlock();
      opener?.focus();
    };
  }, [open, panel, initialFocus, keep, returnFocus]);
}
