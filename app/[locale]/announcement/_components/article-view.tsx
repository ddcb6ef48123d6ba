import { Picture } from '#components/picture.tsx';
import { IdleLink as Link } from '#components/idle-link.tsx';
import { PreviewZone } from '#components/image-preview/preview-zone.tsx';
import { NeighbourLinks } from '#components/neighbour-links.tsx';
import { RichText } from '#components/rich-text.tsx';
import { announcementListPath } from '#lib/announcement-routes.ts';
import type { Announcement } from '#lib/content/index.ts';
import { formatDateTime, isoDate } from '#lib/dates.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { sanitizeRichText } from '#lib/rich-text/sanitize.ts';
import { BackToList } from './back-to-list.tsx';
import styles from './article.module.css';
import { ScrollToPart } from './scroll-to-part.tsx';

export async function ArticleView(props: {
  locale: Locale;
  announcement: Announcement;
  part?: string;
}) {
  const { locale, announcement: item, part } = props;
  const [{ t }, home, common] = await Promise.all([
    getTranslation(locale, 'announcement'),
    getTranslation(locale, 'home'),
    getTranslation(locale, 'common'),
  ]);
  const body = sanitizeRichText(item.content);
  const listHref = localizedPath(locale, announcementListPath());
  const detailHref = (id: number) => localizedPath(locale, `/announcement/${id}`);
  return (
    <div className={`container ${styles.page}`}>
      <BackToList className={styles.back} href={listHref}>
        {t('detail.back')}
      </BackToList>
      <div className={styles.layout}>
        <article className={styles.article} aria-labelledby="announcement-title">
          <header className={styles.header}>
            <p className={styles.meta}>
              <span className="visually-hidden">{t('detail.category')}</span>
              <Link
                className={styles.category}
                href={localizedPath(locale, announcementListPath(item.category))}
              >
                {home.t(`announcements.categories.${item.category}`)}
              </Link>
              <span>
                <span className={styles.label}>{t('detail.published')}</span>{' '}
                <time dateTime={isoDate(item.publishTime)}>{formatDateTime(item.publishTime)}</time>
              </span>
            </p>
            <h1 id="announcement-title" className={styles.title}>
              {item.title}
            </h1>
            <p className={styles.summary}>{item.summary}</p>
          </header>
          {item.cover && (
            <Picture
              className={styles.cover}
              src={item.cover}
              alt=""
              width={1200}
              height={675}
              sizes="(max-width: 880px) 100vw, 840px"
              loading="eager"
              fetchPriority="high"
            />
          )}
          <PreviewZone openLabel={common.t('preview.openNamed', { alt: '{{alt}}' })}>
            <RichText html={body} />
          </PreviewZone>
          <NeighbourLinks
            label={t('detail.neighbours')}
            labels={{ previous: t('detail.previous'), next: t('detail.next') }}
            previous={item.prev && { href: detailHref(item.prev.id), title: item.prev.title }}
            next={item.next && { href: detailHref(item.next.id), title: item.next.title }}
          />
        </article>
        {body.headings.length > 1 && (
          <aside className={styles.contents} aria-labelledby="announcement-contents">
            <h2 id="announcement-contents" className={styles.contentsTitle}>
              {t('detail.contents')}
            </h2>
            <ol>
              {body.headings.map((heading) => (
                <li key={heading.id} data-level={heading.level}>
                  <a href={`#${encodeURIComponent(heading.id)}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </aside>
        )}
      </div>
      {part && <ScrollToPart id={part} />}
    </div>
  );
}
