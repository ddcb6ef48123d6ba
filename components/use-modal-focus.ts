'use client';
// What makes a panel modal (the help drawer, the image preview, the drawing dialog): while it is
// open focus moves in and cannot leave by Tab, Escape closes it, the page behind does not scroll
// and, when asked, cannot be reached at all; when it closes, focus goes back to what opened it,
// if the caller names it. For a panel in every page's first load, use-lazy-modal-focus.ts.
import { holdFocus } from './modal-focus.ts';
import { type ModalFocus, useFocusHold } from './use-focus-hold.ts';

export type { ModalFocus } from './use-focus-hold.ts';

const holdNow = () => holdFocus;

export function useModalFocus(open: boolean, modal: ModalFocus) {
  useFocusHold(open, modal, holdNow);
}
