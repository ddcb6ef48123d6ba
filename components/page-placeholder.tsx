// A section that is not built yet: its localised title and a short "coming soon" text.
import { IdleLink as Link } from './idle-link.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './page-placeholder.module.css';

export async function PagePlaceholder(props: {
  locale: Locale;
  title: string;
  children?: React.ReactNode;
}) {
  const { t } = await getTranslation(props.locale, 'common');
  return (
    <section className={`container ${styles.placeholder}`}>
      <h1 className={styles.title}>{props.title}</h1>
      {props.children}
      <p className={styles.text}>{t('placeholder.coming')}</p>
      <Link className={styles.back} href={localizedPath(props.locale, '/')}>
        {t('placeholder.back')}
      </Link>
    </section>
  );
}
