import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { ArticleList } from './article-list.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import page from './help-page.module.css';
import styles from './help-topic.module.css';
import type { HelpTopic } from './help-types.ts';
import type { TreeSection } from './section-place.ts';

/** A section's own page: where it sits, its title, and every one of its articles. */
export async function SectionView(props: {
  locale: Locale;
  topic: HelpTopic;
  section: TreeSection;
}) {
  const { locale, topic, section } = props;
  const { t } = await getTranslation(locale, 'help');
  const topicHref = localizedPath(locale, `/support/${topic.type.id}`);
  return (
    <>
      <Breadcrumbs
        label={t('article.breadcrumb')}
        crumbs={[
          { label: t('title'), href: localizedPath(locale, '/support') },
          { label: topic.type.title, href: topicHref },
          { label: section.title },
        ]}
      />
      <div className={page.card}>
        <h1 className={page.title}>{section.title}</h1>
        <p className={`${page.lead} ${styles.sectionLead}`}>
          {t('topic.articles', { count: section.articles.length })}
        </p>
        <ArticleList
          locale={locale}
          articles={section.articles}
          hrefOf={(id) => `${topicHref}/${id}`}
        />
      </div>
    </>
  );
}
