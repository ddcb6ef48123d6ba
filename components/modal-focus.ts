// What makes a panel modal, as plain DOM work with no React: focus moves in and cannot leave by
// Tab, Escape closes it, the page behind does not scroll and, when asked, cannot be reached at
// all; when it lets go, focus goes back to what opened it. The hooks in use-modal-focus.ts and
// use-lazy-modal-focus.ts hold a panel with it while it is open.
import type { RefObject } from 'react';
import { lockBodyScroll } from './scroll-lock.ts';

export type FocusHold = {
  /** The control that takes focus; read when focus is placed, so it may mount late. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What stays reachable (the panel with its backdrop): everything else is made inert. */
  keep?: HTMLElement | null;
  /** Where focus returns when the hold ends. */
  returnFocus?: HTMLElement | null;
  /** Escape. */
  close: () => void;
};

/** Holds focus in `dialog` until the returned function is called. */
export type HoldFocus = (dialog: HTMLElement, hold: FocusHold) => () => void;

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

export const holdFocus: HoldFocus = (dialog, { initialFocus, keep, returnFocus, close }) => {
  const unlock = lockBodyScroll();
  const release = keep ? makeOthersInert(keep) : () => undefined;
  stack.push(dialog);
  const home = () => (initialFocus?.current ?? dialog).focus();
  home();
  // A panel shown by a visibility transition is still hidden in its first frame and refuses
  // focus: try again in the next one.
  const retry = requestAnimationFrame(() => {
    if (!dialog.contains(document.activeElement)) home();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (stack.at(-1) !== dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      trapTab(dialog, event);
    }
  };
  // Anything that pulls focus out (a script, an assistive technology) is sent back in.
  const onFocusIn = (event: FocusEvent) => {
    if (stack.at(-1) !== dialog) return;
    if (event.target instanceof Node && !dialog.contains(event.target)) home();
  };

  // On the document, so that Escape works even before focus has landed, and while capturing,
  // before an overlay stops its events from bubbling; only the newest modal answers.
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    cancelAnimationFrame(retry);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn);
    stack.splice(stack.indexOf(dialog), 1);
    // The page is reachable again before focus goes back to it.
    release();
    unlock();
    returnFocus?.focus();
  };
};
