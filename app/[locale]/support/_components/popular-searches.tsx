import { IdleLink } from '#components/idle-link.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './help-index.module.css';
import { chipPath, type PopularChip } from './popular-chips.ts';

/** The recommended searches, each a link straight to the article it recommends. */
export async function PopularSearches({ locale, chips }: { locale: Locale; chips: PopularChip[] }) {
  if (chips.length === 0) return null;
  const { t } = await getTranslation(locale, 'help');
  return (
    <section className={styles.popular} aria-labelledby="popular-searches">
      <h2 id="popular-searches" className={styles.popularTitle}>
        {t('index.popular')}
        <span className={styles.popularHint}>{t('index.popularHint')}</span>
      </h2>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <IdleLink className={styles.chip} href={localizedPath(locale, chipPath(chip))}>
              {chip.keyword}
            </IdleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
