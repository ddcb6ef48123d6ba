// Version, release date, size and minimum system of the package a card shows.
import { formatDate, isoDate } from '#lib/dates.ts';
import { formatFileSize } from '#lib/file-size.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import type { SoftwarePackage } from './overview-data.ts';
import styles from './overview.module.css';

type Props = { locale: Locale; pkg: SoftwarePackage; showSize?: boolean };

export async function PackageFacts({ locale, pkg, showSize = true }: Props) {
  const { t } = await getTranslation(locale, 'download');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('overview.version')}</dt>
        <dd>
          {pkg.product} {pkg.version}
        </dd>
      </div>
      <div>
        <dt>{t('overview.released')}</dt>
        <dd>
          <time dateTime={isoDate(pkg.releaseDate)}>{formatDate(pkg.releaseDate)}</time>
        </dd>
      </div>
      {showSize && (
        <div>
          <dt>{t('overview.size')}</dt>
          <dd>{formatFileSize(pkg.size, locale)}</dd>
        </div>
      )}
      <div>
        <dt>{t('overview.requires')}</dt>
        <dd>{pkg.minOsVersion}</dd>
      </div>
    </dl>
  );
}
