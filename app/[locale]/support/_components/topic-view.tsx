import { IdleLink } from '#components/idle-link.tsx';
import { formatListDate, isoDate } from '#lib/dates.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import page from './help-page.module.css';
import styles from './help-topic.module.css';
import type { HelpTopic } from './help-types.ts';
import { TopicIcon } from './topic-icon.tsx';

/** A heading's page: its title and description, then each section with its articles. */
export async function TopicView({ locale, topic }: { locale: Locale; topic: HelpTopic }) {
  const { t } = await getTranslation(locale, 'help');
  const { type, items: sections } = topic;
  const articleHref = (id: number) => localizedPath(locale, `/support/${type.id}/${id}`);
  return (
    <div className={page.card}>
      <header className={styles.topicHead}>
        <span className={styles.topicIcon}>
          <TopicIcon name={type.icon} />
        </span>
        <div>
          <h1 className={page.title}>{type.title}</h1>
          <p className={page.lead}>{type.description}</p>
        </div>
      </header>
      {sections.map((section) => (
        <section
          key={section.id}
          id={`section-${section.id}`}
          className={styles.topicSection}
          aria-labelledby={`section-title-${section.id}`}
        >
          <h2 id={`section-title-${section.id}`} className={styles.sectionTitle}>
            {section.title}
            <span className={styles.count}>
              {t('topic.articles', { count: section.articles.length })}
            </span>
          </h2>
          <ul className={styles.articleList}>
            {section.articles.map((article) => (
              <li key={article.id}>
                <IdleLink href={articleHref(article.id)}>{article.title}</IdleLink>
                <time dateTime={isoDate(article.updateTime)}>
                  {formatListDate(article.updateTime, locale)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
