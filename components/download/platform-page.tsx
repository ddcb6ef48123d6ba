// The frame of every platform download page: title, way back to the download centre, the
// sibling pages (chips or distributions), and the packages or a translated empty state.
import { IdleLink as Link } from '../idle-link.tsx';
import type { ReactNode } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './platform-page.module.css';
import intro from '../page-intro.module.css';

export type Tab = { path: string; label: string; current: boolean };

export type PlatformPageProps = {
  locale: Locale;
  title: string;
  lead?: string;
  tabs?: { label: string; items: Tab[] };
  /** The platform as the empty state names it ("Linux (CentOS)"); the state shows with no child. */
  platform: string;
  children?: ReactNode;
  isEmpty: boolean;
};

export async function PlatformPage({
  locale,
  title,
  lead,
  tabs,
  platform,
  children,
  isEmpty,
}: PlatformPageProps) {
  const { t } = await getTranslation(locale, 'download');
  return (
    <>
      <header className={intro.intro}>
        <div className="container">
          <Link className={styles.back} href={localizedPath(locale, '/download')}>
            <span aria-hidden="true">← </span>
            {t('platform.back')}
          </Link>
          <h1 className={intro.title}>{title}</h1>
          {lead && <p className={intro.lead}>{lead}</p>}
          {tabs && <PlatformTabs locale={locale} label={tabs.label} items={tabs.items} />}
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        {isEmpty ? (
          <div className={styles.empty} role="status">
            <h2 className={styles.emptyTitle}>{t('empty.title')}</h2>
            <p>{t('empty.text', { platform })}</p>
          </div>
        ) : (
          children
        )}
      </div>
    </>
  );
}

export function PlatformTabs({
  locale,
  label,
  items,
}: {
  locale: Locale;
  label: string;
  items: Tab[];
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {items.map((tab) => (
          <li key={tab.path}>
            <Link
              className={styles.tab}
              href={localizedPath(locale, tab.path)}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
