import { IdleLink as Link } from '#components/idle-link.tsx';
import type { components } from '#lib/content/api.gen.ts';
import { formatListDate, isoDate } from '#lib/dates.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './home.module.css';

type Item = components['schemas']['AnnouncementSummary'];

export async function LatestAnnouncements({ locale, items }: { locale: Locale; items: Item[] }) {
  const { t } = await getTranslation(locale, 'home');
  return (
    <section className={styles.band} aria-labelledby="announcements-title">
      <div className={`container ${styles.section}`}>
        <div className={styles.sectionHead}>
          <h2 id="announcements-title" className={styles.sectionTitle}>
            {t('announcements.title')}
          </h2>
          <Link href={localizedPath(locale, '/announcement')}>{t('announcements.all')}</Link>
        </div>
        <ul className={styles.announcements}>
          {items.map((item) => (
            <li key={item.id} className={styles.announcement}>
              <p className={styles.announcementMeta}>
                {item.pinned && <span className={styles.pinned}>{t('announcements.pinned')}</span>}
                <span>{t(`announcements.categories.${item.category}`)}</span>
                <time dateTime={isoDate(item.publishTime)}>
                  {formatListDate(item.publishTime, locale)}
                </time>
              </p>
              <h3 className={styles.announcementTitle}>
                <Link href={localizedPath(locale, `/announcement/${item.id}`)}>{item.title}</Link>
              </h3>
              <p className={styles.announcementSummary}>{item.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
