import { IdleLink as Link } from '#components/idle-link.tsx';
import { type AnnouncementCategory, announcementCategories } from '#lib/content/index.ts';
import { announcementListPath } from '#lib/announcement-routes.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './list.module.css';

/** Links to each category's list: a filter that can be bookmarked and shared. */
export async function CategoryFilter(props: { locale: Locale; current?: AnnouncementCategory }) {
  const [{ t }, home] = await Promise.all([
    getTranslation(props.locale, 'announcement'),
    getTranslation(props.locale, 'home'),
  ]);
  const entries = [
    { key: 'all', label: t('list.all'), category: undefined },
    ...announcementCategories.map((category) => ({
      key: category,
      label: home.t(`announcements.categories.${category}`),
      category,
    })),
  ];
  return (
    <nav className={styles.filter} aria-label={t('list.filterLabel')}>
      <ul>
        {entries.map(({ key, label, category }) => (
          <li key={key}>
            <Link
              href={localizedPath(props.locale, announcementListPath(category))}
              aria-current={category === props.current ? 'page' : undefined}
              scroll={false}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
