'use client';
// Below 992 px the navigation moves into a panel that slides in from the right. A click on an
// entry, on the backdrop or Escape closes it. While open it is modal: focus stays in it and the
// page behind neither scrolls nor reacts; closed, focus returns to the menu button.
import { useCallback, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from './icons.tsx';
import styles from './mobile-menu.module.css';
import { type NavLabels, NavList } from './nav-list.tsx';
import { type UseAppLabels, UseAppButton } from './use-app-button.tsx';
import { useModalFocus } from './use-modal-focus.ts';

export type MobileMenuLabels = {
  open: string;
  close: string;
  navigation: string;
  nav: NavLabels;
  useApp: UseAppLabels;
};

type Props = {
  labels: MobileMenuLabels;
  /** What the menu's "use immediately" opens (NEXT_PUBLIC_APP_URL_SCHEME). */
  appAddress: string;
};

export function MobileMenu({ labels, appAddress }: Props) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const layer = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useModalFocus(open, { panel, keep: layer, returnFocus: opener, onClose: close });

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-expanded={open}
        aria-controls="slide-menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      {/* The layer clips the panel while it waits off-screen, so the page never scrolls sideways. */}
      <div ref={layer} className={styles.layer} data-open={open}>
        <div className={styles.backdrop} onClick={close} aria-hidden="true" />
        <div
          id="slide-menu"
          ref={panel}
          className={styles.panel}
          role="dialog"
          aria-modal="true"
          aria-label={labels.navigation}
          tabIndex={-1}
          inert={!open}
        >
          <button type="button" className={styles.close} onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{labels.close}</span>
          </button>
          <nav aria-label={labels.navigation}>
            <NavList variant="menu" labels={labels.nav} onNavigate={close} />
          </nav>
          <UseAppButton
            className={styles.useApp}
            labels={labels.useApp}
            appAddress={appAddress}
            onNavigate={close}
          />
        </div>
      </div>
    </>
  );
}
