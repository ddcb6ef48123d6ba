'use client';
// The footer's WeChat icon: opens an overlay with the official account's QR code and two hint
// lines; a click anywhere (or Escape) closes it and gives focus back to the icon.
import { useCallback, useRef, useState } from 'react';
import { WechatIcon } from './icons.tsx';
import { useModalFocus } from './use-modal-focus.ts';
import styles from './wechat-button.module.css';

export type WechatLabels = {
  button: string;
  title: string;
  qrAlt: string;
  hint1: string;
  hint2: string;
  close: string;
};

export function WechatButton(props: { className?: string; labels: WechatLabels }) {
  const { labels } = props;
  const [open, setOpen] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useModalFocus(open, { panel: overlay, keep: overlay, returnFocus: opener, onClose: close });

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={props.className}
        onClick={() => setOpen(true)}
        title={labels.button}
      >
        <WechatIcon size={22} />
        <span className="visually-hidden">{labels.button}</span>
      </button>
      {open && (
        <div
          ref={overlay}
          className={styles.overlay}
          role="dialog"
          aria-modal="true"
          aria-label={labels.title}
          tabIndex={-1}
          onClick={close}
        >
          <div className={styles.card}>
            <p className={styles.title}>{labels.title}</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a fixed SVG shown only on demand: any image helper would put its code in every page's first load */}
            <img src="/images/wechat-qr.svg" alt={labels.qrAlt} width={200} height={200} />
            <p className={styles.hint}>{labels.hint1}</p>
            <p className={styles.hint}>{labels.hint2}</p>
            <p className={styles.close}>{labels.close}</p>
          </div>
        </div>
      )}
    </>
  );
}
