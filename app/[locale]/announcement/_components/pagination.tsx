import { IdleLink as Link } from '#components/idle-link.tsx';
import type { AnnouncementCategory } from '#lib/content/index.ts';
import { announcementListPath, pageWindow } from '#lib/announcement-routes.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './list.module.css';

export async function Pagination(props: {
  locale: Locale;
  category?: AnnouncementCategory;
  page: number;
  pageCount: number;
}) {
  const { locale, category, page, pageCount } = props;
  if (pageCount <= 1) return null;
  const { t } = await getTranslation(locale, 'announcement');
  const href = (target: number) => localizedPath(locale, announcementListPath(category, target));
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <p className="visually-hidden">{t('pagination.status', { page, count: pageCount })}</p>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pagination.previous')}</span>
          )}
        </li>
        {pageWindow(page, pageCount).map((each, index) =>
          each === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={each}>
              <Link
                href={href(each)}
                aria-current={each === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: each })}
              >
                {each}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={href(page + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pagination.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
