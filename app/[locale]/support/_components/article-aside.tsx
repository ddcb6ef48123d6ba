import { IdleLink } from '#components/idle-link.tsx';
import { formatListDate, isoDate } from '#lib/dates.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import styles from './help-article.module.css';
import type { SectionPlace } from './section-place.ts';

/** Beside an article: when it was updated, and the other articles of its section. */
export async function ArticleAside(props: {
  locale: Locale;
  articleId: number;
  updateTime: number;
  place: SectionPlace | null;
  hrefOf: (id: number) => string;
}) {
  const { locale, articleId, updateTime, place, hrefOf } = props;
  const { t } = await getTranslation(locale, 'help');
  const siblings = place && place.section.articles.length > 1 ? place.section : null;
  return (
    <aside
      className={styles.aside}
      {...(siblings ? { 'aria-labelledby': 'help-aside-title' } : {})}
    >
      <p className={styles.asideUpdated}>
        <span>{t('article.updated')}</span>{' '}
        <time dateTime={isoDate(updateTime)}>{formatListDate(updateTime, locale)}</time>
      </p>
      {siblings && (
        <>
          <h2 id="help-aside-title" className={styles.asideTitle}>
            {t('article.inSection')}
            <span className={styles.asideSection}>{siblings.title}</span>
          </h2>
          <ul className={styles.asideList}>
            {siblings.articles.map((article) =>
              article.id === articleId ? (
                <li key={article.id}>
                  <span aria-current="page">{article.title}</span>
                </li>
              ) : (
                <li key={article.id}>
                  <IdleLink href={hrefOf(article.id)}>{article.title}</IdleLink>
                </li>
              ),
            )}
          </ul>
        </>
      )}
    </aside>
  );
}
