'use client';
// The AI drawing dialog, loaded on demand by DrawButton with the strings of the page's locale.
// Modal: focus moves in and is held, Escape and the close button close it, the page behind does
// not scroll. Its query client is its own: closing the dialog ends every poll.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DrawClient } from '#lib/draw/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { CloseIcon } from '../icons.tsx';
import { useModalFocus } from '../use-modal-focus.ts';
import { clearDrawAlert } from './alert.ts';
import styles from './draw-dialog.module.css';
import { DrawPanel } from './draw-panel.tsx';
import type { DrawStrings } from './strings.ts';

export type DrawDialogProps = {
  strings: DrawStrings;
  /** The page's locale: the language the site's refusals are asked in. */
  locale: Locale;
  demo: boolean;
  onClose: () => void;
  /** The site's own /aiapi/v1 by default; tests pass one with a fake fetch. */
  client?: DrawClient;
};

export function DrawDialog({ strings, locale, demo, onClose, client }: DrawDialogProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  const dialog = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useModalFocus(true, { panel: dialog, initialFocus: field, onClose });

  useEffect(
    () => () => {
      // Nothing outlives the dialog: requests in flight are aborted, no timer is left.
      void queryClient.cancelQueries();
      queryClient.clear();
      clearDrawAlert();
    },
    [queryClient],
  );

  const text = strings.dialog;
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="draw-dialog-title"
        tabIndex={-1}
      >
        <header className={styles.head}>
          <h2 id="draw-dialog-title" className={styles.title}>
            {text.title}
          </h2>
          <button type="button" className={styles.close} aria-label={text.close} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </header>
        {demo && <p className={styles.demo}>{text.demo}</p>}
        <QueryClientProvider client={queryClient}>
          <DrawPanel strings={strings} locale={locale} fieldRef={field} client={client} />
        </QueryClientProvider>
      </div>
    </div>,
    document.body,
  );
}
