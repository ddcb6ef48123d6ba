'use client';
// The localised 404 page. A Client Component, so that it reads the locale from the route
// without a request-time API (which would turn every static page of the segment dynamic).
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/use-locale.ts';
import { localizedPath } from '../../lib/navigation.ts';
import { siteName } from '../../lib/site-config.ts';
import styles from './status-page.module.css';

export default function NotFound() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <section className={`container ${styles.page}`} data-no-data>
      <title>{`${t('notFound.title')} | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.status}>{t('notFound.status')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link className={styles.action} href={localizedPath(locale, '/')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
