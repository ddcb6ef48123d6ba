// The user manuals of the three products: the edition in the page's language (or else the other
// one, labelled), with its size, under the date the manuals were last updated.
import { formatDate, isoDate } from '#lib/dates.ts';
import type { getManual } from '#lib/content/index.ts';
import { formatFileSize } from '#lib/file-size.ts';
import { localeTags, type Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import styles from './overview.module.css';

type Manual = Awaited<ReturnType<typeof getManual>>;

type Props = { locale: Locale; updateDate: number; manuals: readonly Manual[] };

export async function ManualList({ locale, updateDate, manuals }: Props) {
  const { t } = await getTranslation(locale, 'download');
  return (
    <section className={styles.manuals} aria-labelledby="manuals-title">
      <h2 id="manuals-title" className={styles.sectionTitle}>
        {t('manuals.title')}
      </h2>
      <p className={styles.updated}>
        {t('manuals.updated')} <time dateTime={isoDate(updateDate)}>{formatDate(updateDate)}</time>
      </p>
      <ul className={styles.manualList}>
        {manuals.map((manual) => {
          const edition =
            manual.editions.find((each) => each.language === locale) ?? manual.editions[0];
          if (!edition) return null;
          return (
            <li key={manual.product}>
              <a
                className={styles.manual}
                href={edition.fileUrl}
                hrefLang={localeTags[edition.language]}
                type="application/pdf"
              >
                <span className={styles.manualName}>
                  {t('manuals.label', { name: manual.product })}
                  {edition.language !== locale && ` (${t('manuals.otherLanguage')})`}
                </span>
                <span className={styles.manualDetails}>
                  {t('manuals.details', { size: formatFileSize(edition.size, locale) })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
