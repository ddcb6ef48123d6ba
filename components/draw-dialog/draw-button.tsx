'use client';
// The header's "AI drawing" button. Tiny on purpose, it is on every page: the dialog, the
// captcha, react-query and the dialog's strings are fetched on the first click (or as soon as
// a pointer or the keyboard reaches the button).
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import styles from './draw-button.module.css';
import type { DrawDialogProps } from './draw-dialog.tsx';
import { loadDrawStrings } from './load-strings.ts';
import type { DrawStrings } from './strings.ts';

type Island = { Dialog: ComponentType<DrawDialogProps>; strings: DrawStrings };

const islands = new Map<Locale, Promise<Island>>();

function loadIsland(locale: Locale): Promise<Island> {
  let island = islands.get(locale);
  if (!island) {
    island = Promise.all([import('./draw-dialog.tsx'), loadDrawStrings(locale)]).then(
      ([module, strings]) => ({ Dialog: module.DrawDialog, strings }),
    );
    // A failed chunk (a flaky network) is fetched again on the next click.
    island.catch(() => islands.delete(locale));
    islands.set(locale, island);
  }
  return island;
}

export type DrawButtonProps = {
  locale: Locale;
  /** The button's text: its name, and its tooltip where only the icon shows. */
  label: string;
  /** Drawings come from the embedded demo: the dialog says so. */
  demo: boolean;
};

export function DrawButton({ locale, label, demo }: DrawButtonProps) {
  const [shown, setShown] = useState<Island | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const warm = () => void loadIsland(locale).catch(() => undefined);

  const open = () =>
    loadIsland(locale).then(setShown, (error: unknown) =>
      console.error('The drawing dialog could not be loaded', error),
    );
  const close = () => setShown(null);

  // Back to the button once the dialog (and its hold on focus) is gone.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (shown) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [shown]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        title={label}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M14.5 4.5l5 5L9 20H4v-5zM12.5 6.5l5 5M19 2.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8z"
          />
        </svg>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      </button>
      {shown && (
        <shown.Dialog strings={shown.strings} locale={locale} demo={demo} onClose={close} />
      )}
    </>
  );
}
