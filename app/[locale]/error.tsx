'use client';
// Shown when a page fails to render (for instance the content service is down and no earlier
// version of the page is cached). The failure itself is reported by instrumentation.ts.
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/use-locale.ts';
import { localizedPath } from '../../lib/navigation.ts';
import styles from './status-page.module.css';

export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <section className={`container ${styles.page}`} data-no-data>
      <p className={styles.status}>500</p>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.text}>{t('error.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={reset}>
          {t('error.retry')}
        </button>
        <Link className={`${styles.action} ${styles.secondary}`} href={localizedPath(locale, '/')}>
          {t('error.home')}
        </Link>
      </div>
    </section>
  );
}
