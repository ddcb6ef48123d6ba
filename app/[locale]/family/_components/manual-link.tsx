// A direct link to a product's user manual on the content service: the edition in the page's
// language where there is one, with its size, length and date.
import { formatDate } from '#lib/dates.ts';
import { localeTags, type Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import styles from '../family.module.css';
import { formatFileSize } from '#lib/file-size.ts';
import { type Manual, pickEdition } from './manual-edition.ts';

type Props = { locale: Locale; name: string; manual: Manual };

export async function ManualLink({ locale, name, manual }: Props) {
  const picked = pickEdition(manual.editions, locale);
  if (!picked) return null;
  const { edition, otherLanguage } = picked;
  const { t } = await getTranslation(locale, 'family');
  // Each part keeps together on a narrow screen; the line breaks only between them.
  const details = [
    t('manual.format'),
    formatFileSize(edition.size, locale),
    t('manual.pages', { pages: edition.pages }),
    t('manual.updated', { date: formatDate(manual.updateDate) }),
  ];
  return (
    <a
      className={styles.manual}
      href={edition.fileUrl}
      hrefLang={localeTags[edition.language]}
      type="application/pdf"
    >
      <span className={styles.manualLabel}>
        {t('manual.label', { name })}
        {otherLanguage &&
          t('manual.otherLanguage', { language: t(`manual.languages.${edition.language}`) })}
      </span>
      <span className={styles.manualDetails}>
        {details.map((detail, index) => (
          <span key={detail}>
            {index > 0 && ' · '}
            <span className={styles.nowrap}>{detail}</span>
          </span>
        ))}
      </span>
    </a>
  );
}
