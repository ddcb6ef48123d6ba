import { Picture } from '#components/picture.tsx';
import { IdleLink as Link } from '#components/idle-link.tsx';
import type { AnnouncementSummary } from '#lib/content/index.ts';
import { formatListDate, isoDate } from '#lib/dates.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './list.module.css';

/** One announcement of the list; the whole card is one link, through its title. */
export async function AnnouncementCard(props: {
  locale: Locale;
  item: AnnouncementSummary;
  /** On the first screen: its cover loads at once, with the page's first requests. */
  eager: boolean;
}) {
  const { locale, item } = props;
  const [{ t }, home] = await Promise.all([
    getTranslation(locale, 'announcement'),
    getTranslation(locale, 'home'),
  ]);
  const category = home.t(`announcements.categories.${item.category}`);
  return (
    <li className={styles.card}>
      <article className={styles.cardInner} data-announcement-id={item.id}>
        <div className={styles.cover}>
          {item.cover ? (
            <Picture
              src={item.cover}
              alt=""
              width={1200}
              height={675}
              sizes="(max-width: 720px) 100vw, 280px"
              loading={props.eager ? 'eager' : 'lazy'}
              fetchPriority={props.eager ? 'high' : undefined}
            />
          ) : (
            <div className={styles.coverFallback} data-category={item.category} aria-hidden="true">
              <span>{category}</span>
            </div>
          )}
        </div>
        <div className={styles.body}>
          <p className={styles.meta}>
            {item.pinned && <span className={styles.pinned}>{t('list.pinned')}</span>}
            <span className={styles.category}>{category}</span>
            <time dateTime={isoDate(item.publishTime)}>
              {formatListDate(item.publishTime, locale)}
            </time>
          </p>
          <h2 className={styles.title}>
            <Link className={styles.link} href={localizedPath(locale, `/announcement/${item.id}`)}>
              {item.title}
            </Link>
          </h2>
          <p className={styles.summary}>{item.summary}</p>
        </div>
      </article>
    </li>
  );
}
