import { IdleLink } from '#components/idle-link.tsx';
import { formatListDate, isoDate } from '#lib/dates.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import styles from './help-article.module.css';
import { asideWindow, type SectionPlace, windowAround } from './section-place.ts';

/**
 * Beside an article: when it was updated, and the articles of its section around it; a long
 * section leads to its own page, which lists them all.
 */
export async function ArticleAside(props: {
  locale: Locale;
  articleId: number;
  updateTime: number;
  place: SectionPlace | null;
  hrefOf: (id: number) => string;
  sectionHref: string;
}) {
  const { locale, articleId, updateTime, place, hrefOf, sectionHref } = props;
  const { t } = await getTranslation(locale, 'help');
  const siblings = place && place.section.articles.length > 1 ? place.section : null;
  const shown = siblings
    ? windowAround(
        siblings.articles,
        siblings.articles.findIndex((article) => article.id === articleId),
        asideWindow,
      )
    : [];
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
            {shown.map((article) =>
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
          {shown.length < siblings.articles.length && (
            <p className={styles.asideAll}>
              <IdleLink href={sectionHref}>
                {t('article.allInSection', { count: siblings.articles.length })}
              </IdleLink>
            </p>
          )}
        </>
      )}
    </aside>
  );
}
