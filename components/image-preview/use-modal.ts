'use client';
// What makes an overlay modal (the image preview, the drawing dialog): focus moves in when it opens and cannot leave by Tab, Escape
// closes it, and the page behind it does not scroll. Restoring focus to the opener is the
// caller's job (useImagePreview), because only it knows what opened the overlay.
import { type RefObject, useEffect, useRef } from 'react';
import { lockBodyScroll } from './scroll-lock.ts';

const focusable = [
  'button:not([disabled])',
  '[href]',
  'input:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

// Open modals, the newest last. Only the newest holds focus: a modal opened from another one
// (the image preview from the drawing dialog) must not have focus pulled back from under it.
const open: HTMLElement[] = [];

export function useModal(
  root: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  // The latest onClose without re-running the effect (which would move focus again).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = root.current;
    if (!dialog) return;
    const unlock = lockBodyScroll();
    open.push(dialog);
    const home = () => (initialFocus.current ?? dialog).focus();
    home();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
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
    };
    // Anything that pulls focus out (a script, an assistive technology) is sent back in.
    const onFocusIn = (event: FocusEvent) => {
      if (open.at(-1) !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) home();
    };

    // On the dialog, not the document: focus never leaves it, and the overlay keeps its
    // events from bubbling (through React's portal) to the components around the opener.
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      open.splice(open.indexOf(dialog), 1);
      unlock();
    };
  }, [root, initialFocus]);
}
