'use client';
// The footer's WeChat icon: opens an overlay with the official account's QR code and two hint
// lines; a click anywhere (or Escape) closes it.
import Image from 'next/image';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WechatIcon } from './icons.tsx';
import { useDismiss } from './use-dismiss.ts';
import styles from './wechat-button.module.css';

export function WechatButton(props: { className?: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, overlay);

  return (
    <>
      <button
        type="button"
        className={props.className}
        onClick={() => setOpen(true)}
        title={t('footer.wechat')}
      >
        <WechatIcon size={22} />
        <span className="visually-hidden">{t('footer.wechat')}</span>
      </button>
      {open && (
        <div
          ref={overlay}
          className={styles.overlay}
          role="dialog"
          aria-modal="true"
          aria-label={t('wechat.title')}
          tabIndex={-1}
          onClick={close}
        >
          <div className={styles.card}>
            <p className={styles.title}>{t('wechat.title')}</p>
            <Image
              src="/images/wechat-qr.svg"
              alt={t('wechat.qrAlt')}
              width={200}
              height={200}
              unoptimized
            />
            <p className={styles.hint}>{t('wechat.hint1')}</p>
            <p className={styles.hint}>{t('wechat.hint2')}</p>
            <p className={styles.close}>{t('wechat.close')}</p>
          </div>
        </div>
      )}
    </>
  );
}
