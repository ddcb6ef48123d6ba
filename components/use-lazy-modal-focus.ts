'use client';
// useModalFocus for the panels of every page (the mobile menu, the WeChat code), with the
// focus-holding code out of the first load: it is fetched when a visitor points at or focuses
// the opener (warmModalFocus), or at the latest when the panel opens, and then holds it.
import type { HoldFocus } from './modal-focus.ts';
import { type ModalFocus, useFocusHold } from './use-focus-hold.ts';

let loading: Promise<HoldFocus> | undefined;

function loadHoldFocus(): Promise<HoldFocus> {
  loading ??= import('./modal-focus.ts').then(
    (module) => module.holdFocus,
    (error: unknown) => {
      // Fetched again next time: the network may be back.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the code, for an opener's pointerenter and focus. */
export function warmModalFocus(): void {
  loadHoldFocus().catch(() => undefined);
}

export function useLazyModalFocus(open: boolean, modal: ModalFocus) {
  useFocusHold(open, modal, loadHoldFocus);
}
