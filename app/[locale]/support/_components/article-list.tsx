import { IdleLink } from '#components/idle-link.tsx';
import { formatListDate, isoDate } from '#lib/dates.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import styles from './help-topic.module.css';
import type { TreeArticle } from './section-place.ts';

/** Articles as a heading's and a section's pages list them: each title with its date. */
export function ArticleList(props: {
  locale: Locale;
  articles: readonly TreeArticle[];
  hrefOf: (id: number) => string;
}) {
  const { locale, articles, hrefOf } = props;
  return (
    <ul className={styles.articleList}>
      {articles.map((article) => (
        <li key={article.id}>
          <IdleLink href={hrefOf(article.id)}>{article.title}</IdleLink>
          <time dateTime={isoDate(article.updateTime)}>
            {formatListDate(article.updateTime, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}
