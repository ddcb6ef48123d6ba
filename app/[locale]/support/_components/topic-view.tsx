import { IdleLink } from '#components/idle-link.tsx';
import { helpSectionPath } from '#lib/help-tree/paths.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { ArticleList } from './article-list.tsx';
import page from './help-page.module.css';
import styles from './help-topic.module.css';
import type { HelpTopic } from './help-types.ts';
import { topicWindow } from './section-place.ts';
import { TopicIcon } from './topic-icon.tsx';

/**
 * A heading's page: its title and description, then each section with its first articles; a
 * section's title, and under a long one a link with its count, lead to the section's own page.
 */
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
      {sections.map((section) => {
        const sectionHref = localizedPath(locale, helpSectionPath(type.id, section.id));
        const { articles } = section;
        return (
          <section
            key={section.id}
            id={`section-${section.id}`}
            className={styles.topicSection}
            aria-labelledby={`section-title-${section.id}`}
          >
            <h2 id={`section-title-${section.id}`} className={styles.sectionTitle}>
              <IdleLink href={sectionHref}>{section.title}</IdleLink>{' '}
              <span className={styles.count}>
                {t('topic.articles', { count: articles.length })}
              </span>
            </h2>
            <ArticleList
              locale={locale}
              articles={articles.slice(0, topicWindow)}
              hrefOf={articleHref}
            />
            {articles.length > topicWindow && (
              <p className={styles.more}>
                <IdleLink href={sectionHref}>
                  {t('article.allInSection', { count: articles.length })}
                </IdleLink>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
