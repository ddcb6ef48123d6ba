// A package's older versions, folded away: each with its date, size, link and checksum.
import { formatDate, isoDate } from '#lib/dates.ts';
import { formatFileSize } from '#lib/file-size.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { CopyButton } from './copy-button.tsx';
import { copyStrings } from './copy-strings.ts';
import styles from './package-card.module.css';
import type { PackageVersion } from './types.ts';

type Props = { locale: Locale; name: string; history: PackageVersion[] };

export async function PackageHistory({ locale, name, history }: Props) {
  const { t } = await getTranslation(locale, 'download');
  const strings = await copyStrings(locale);
  return (
    <details className={styles.history}>
      <summary className={styles.historySummary}>
        {t('package.history', { count: history.length })}
      </summary>
      <ul className={styles.historyList}>
        {history.map((old) => (
          <li key={old.version} className={styles.historyItem}>
            <div className={styles.historyHead}>
              <strong className={styles.historyVersion}>{old.version}</strong>
              <time dateTime={isoDate(old.releaseDate)}>{formatDate(old.releaseDate)}</time>
              <span>{formatFileSize(old.size, locale)}</span>
              <a
                className={styles.historyLink}
                href={old.downloadUrl}
                aria-label={t('package.historyDownloadLabel', { name, version: old.version })}
              >
                {t('package.historyDownload')}
              </a>
            </div>
            <div className={styles.historyHash}>
              <code className={styles.hashValue}>{old.sha256}</code>
              <CopyButton
                text={old.sha256}
                what={strings.hash(name, old.version)}
                strings={strings.button}
              />
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}
