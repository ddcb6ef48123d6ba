import type { ReactNode } from 'react';
import { helpTreeUrl } from '#lib/help-tree/articles.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './help-page.module.css';
import type { HelpTopic } from './help-types.ts';
import { HelpTree } from './help-tree.tsx';
import { treeWindow, windowAround } from './section-place.ts';

/**
 * A page of a heading: the heading's tree beside the page's content. The tree gets the current
 * section's articles only, and of a long one those around the current article (on a section's
 * own page, its first ones); it reads the others when the visitor asks for them.
 */
export async function TopicFrame(props: {
  locale: Locale;
  topic: HelpTopic;
  current?: { section: number; article?: number } | undefined;
  children: ReactNode;
}) {
  const { locale, topic, current, children } = props;
  const { t } = await getTranslation(locale, 'help');
  const sections = topic.items.map(({ id, title, articles }) => {
    if (id !== current?.section) return { id, title };
    const at = Math.max(
      0,
      articles.findIndex((article) => article.id === current.article),
    );
    const shown = windowAround(articles, at, treeWindow).map((each) => ({
      id: each.id,
      title: each.title,
    }));
    return {
      id,
      title,
      articles: shown,
      ...(shown.length < articles.length ? { total: articles.length } : {}),
    };
  });
  return (
    <div className={`container ${styles.layout}`}>
      <HelpTree
        topic={{
          title: topic.type.title,
          href: localizedPath(locale, `/support/${topic.type.id}`),
        }}
        articlesUrl={helpTreeUrl(locale, topic.type.id)}
        sections={sections}
        {...(current ? { current } : {})}
        labels={{
          nav: t('tree.label'),
          contents: t('tree.contents'),
          close: t('tree.close'),
          loading: t('tree.loading'),
          failed: t('tree.failed'),
          retry: t('tree.retry'),
          // The tree puts in each section's count.
          showAll: t('tree.showAll', { total: '{{total}}' }),
        }}
      />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
