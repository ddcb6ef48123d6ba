'use client';
// Appears once the page has scrolled past 100 px; brings the visitor back to the top.
import { useEffect, useState } from 'react';
import styles from './back-to-top.module.css';
import { ArrowUpIcon } from './icons.tsx';

export const backToTopOffset = 100;

export type BackToTopLabels = { label: string };

export function BackToTop({ labels }: { labels: BackToTopLabels }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > backToTopOffset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      title={labels.label}
    >
      <ArrowUpIcon size={22} />
      <span className="visually-hidden">{labels.label}</span>
    </button>
  );
}
