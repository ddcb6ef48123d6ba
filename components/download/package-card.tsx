// One software package: its facts, a prominent download link, the SHA-256 with a copy button,
// the sanitised release notes and the older versions. A server component, shared by every
// download page.
import { IdleLink as Link } from '../idle-link.tsx';
import type { ReactNode } from 'react';
import { formatDate, isoDate } from '#lib/dates.ts';
import { formatFileSize } from '#lib/file-size.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { RichText } from '../rich-text.tsx';
import { CopyButton } from './copy-button.tsx';
import { copyStrings } from './copy-strings.ts';
import styles from './package-card.module.css';
import { PackageHistory } from './package-history.tsx';
import type { SoftwarePackage } from './types.ts';

type Props = {
  locale: Locale;
  item: SoftwarePackage;
  /** A page of this package alone, which the name then links to (site path, no locale). */
  href?: string;
  /** Extra content under the download link, such as a Linux install command. */
  children?: ReactNode;
};

export async function PackageCard({ locale, item, href, children }: Props) {
  const { t } = await getTranslation(locale, 'download');
  const strings = await copyStrings(locale);
  const size = formatFileSize(item.size, locale);
  const titleId = `package-${item.id}`;
  const fileTerm = t('package.fileName');
  const facts = [
    [t('package.version'), item.version],
    [
      t('package.releaseDate'),
      <time key="date" dateTime={isoDate(item.releaseDate)}>
        {formatDate(item.releaseDate)}
      </time>,
    ],
    [t('package.size'), size],
    [t('package.arch'), t(`package.archNames.${item.arch}`)],
    [t('package.minOs'), item.minOsVersion],
    [
      t('package.fileName'),
      <span key="file" className={styles.fileName}>
        {item.fileName}
      </span>,
    ],
  ] as const;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-package={item.id}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.name}>
          {href ? <Link href={localizedPath(locale, href)}>{item.name}</Link> : item.name}
        </h2>
        <span className={styles.version}>{item.version}</span>
      </header>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div
            key={term}
            className={term === fileTerm ? `${styles.fact} ${styles.factWide}` : styles.fact}
          >
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className={styles.download} href={item.downloadUrl}>
        {t('package.download', { version: item.version })}
        {/* Several cards share the visible text: the name tells their links apart. */}
        <span className="visually-hidden"> ({item.name})</span>
        <span className={styles.downloadSize}>{size}</span>
      </a>
      {children}
      <div className={styles.hash}>
        <span className={styles.hashLabel}>{t('package.sha256')}</span>
        <code className={styles.hashValue}>{item.sha256}</code>
        <CopyButton
          text={item.sha256}
          what={strings.hash(item.name, item.version)}
          strings={strings.button}
        />
      </div>
      <section className={styles.notes} aria-labelledby={`${titleId}-notes`}>
        <h3 id={`${titleId}-notes`} className={styles.subTitle}>
          {t('package.notes')}
          {/* Each card has its notes: the name tells their regions apart (axe landmark-unique). */}
          <span className="visually-hidden"> ({item.name})</span>
        </h3>
        <RichText html={item.releaseNotes} className={styles.richText} />
      </section>
      {item.history.length > 0 && (
        <PackageHistory locale={locale} name={item.name} history={item.history} />
      )}
    </article>
  );
}
