import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { AnnouncementCard } from './announcement-card.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { feedPath } from './feed-link.ts';
import { ListScrollMemory } from './list-scroll-memory.tsx';
import type { ListPage } from './list-route.ts';
import styles from './list.module.css';
import { Pagination } from './pagination.tsx';
import { FeedIcon } from './feed-icon.tsx';

export async function AnnouncementListView(props: ListPage) {
  const { locale, category, page, pageCount, list, title } = props;
  const { t } = await getTranslation(locale, 'announcement');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{title}</h1>
          <p className={styles.intro}>{t('list.intro')}</p>
        </div>
        <a
          className={styles.feed}
          href={localizedPath(locale, feedPath)}
          type="application/atom+xml"
        >
          <FeedIcon />
          {t('feed.subscribe')}
        </a>
      </header>
      <CategoryFilter locale={locale} current={category} />
      <p className={styles.total}>{t('list.total', { count: list.total })}</p>
      {list.items.length > 0 ? (
        <ol className={styles.list}>
          {list.items.map((item, index) => (
            <AnnouncementCard key={item.id} locale={locale} item={item} eager={index < 2} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t('list.empty')}</p>
      )}
      <Pagination locale={locale} category={category} page={page} pageCount={pageCount} />
      <ListScrollMemory />
    </div>
  );
}
