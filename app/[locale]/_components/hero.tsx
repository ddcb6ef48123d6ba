import { IdleLink as Link } from '#components/idle-link.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './home.module.css';

export async function Hero({ locale }: { locale: Locale }) {
  const { t } = await getTranslation(locale, 'home');
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
        <p className={styles.heroText}>{t('hero.text')}</p>
        <div className={styles.heroActions}>
          <Link className={styles.primary} href={localizedPath(locale, '/download')}>
            {t('hero.download')}
          </Link>
          <Link className={styles.secondary} href={localizedPath(locale, '/support')}>
            {t('hero.support')}
          </Link>
        </div>
      </div>
    </section>
  );
}
