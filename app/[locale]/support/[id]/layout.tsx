import type { ReactNode } from 'react';
import { renderOrNotFound } from '#components/status/not-found-route.tsx';
import { IdleLink } from '#components/idle-link.tsx';
import { HelpSearch } from '#components/help-search/help-search.tsx';
import { getHelpTypes } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { localeOf } from '#lib/route-page.ts';
import { HelpTree } from '../_components/help-tree.tsx';
import { loadTopic } from '../_components/help-route.ts';
import styles from '../_components/help-page.module.css';

// Every heading (and, below, its first articles: lib/prerender.ts) is generated per locale at
// build time; a heading added later renders on its first visit.
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const { items } = await getHelpTypes({ locale: localeOf(params.locale) });
  return items.map((type) => ({ id: String(type.id) }));
}

// The heading's tree stays mounted while the visitor moves between its articles.
export default async function SupportTopicLayout({
  children,
  params,
}: LayoutProps<'/[locale]/support/[id]'>) {
  const route = await params;
  return renderOrNotFound(route.locale, () => renderTopicShell(route, children));
}

async function renderTopicShell(
  route: Awaited<LayoutProps<'/[locale]/support/[id]'>['params']>,
  children: ReactNode,
) {
  const [{ locale, topic }, { t }] = await Promise.all([
    loadTopic(route),
    getTranslation(localeOf(route.locale), 'help'),
  ]);
  const topicHref = localizedPath(locale, `/support/${topic.type.id}`);
  const sections = topic.items.map((section) => ({
    id: section.id,
    title: section.title,
    articles: section.articles.map((article) => ({ id: article.id, title: article.title })),
  }));
  return (
    <div className={styles.shell} data-tone="soft">
      <div className={`container ${styles.bar}`}>
        <IdleLink className={styles.centre} href={localizedPath(locale, '/support')}>
          {t('tree.centre')}
        </IdleLink>
        <div className={styles.search}>
          <HelpSearch locale={locale} variant="compact" />
        </div>
      </div>
      <div className={`container ${styles.layout}`}>
        <HelpTree
          topic={{ title: topic.type.title, href: topicHref }}
          sections={sections}
          labels={{ nav: t('tree.label'), contents: t('tree.contents'), close: t('tree.close') }}
        />
        <div className={styles.main}>{children}</div>
      </div>
    </div>
  );
}
