import { IdleLink as Link } from '#components/idle-link.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './home.module.css';

export async function DownloadCallout({ locale }: { locale: Locale }) {
  const { t } = await getTranslation(locale, 'home');
  return (
    <section className="container">
      <div className={styles.callout}>
        <div>
          <h2 className={styles.calloutTitle}>{t('cta.title')}</h2>
          <p className={styles.calloutText}>{t('cta.text')}</p>
        </div>
        <Link className={styles.primary} href={localizedPath(locale, '/download')}>
          {t('cta.button')}
        </Link>
      </div>
    </section>
  );
}
