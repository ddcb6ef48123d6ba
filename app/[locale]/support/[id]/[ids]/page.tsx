import { metadataOrNotFound, renderOrNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { idOf, localeOf } from '#app/[locale]/_routes/params.ts';
import { getHelpSubs } from '#lib/content/index.ts';
import { firstHelpArticleIds } from '#lib/prerender.ts';
import { HelpArticleView } from '../../_components/help-article-view.tsx';
import { TopicFrame } from '../../_components/topic-frame.tsx';
import { articleMetadata, loadArticle } from '../../_components/help-route.ts';

export const revalidate = 3600;

// The first articles of every heading, per locale (lib/prerender.ts); the others, and one
// published later, render on their first visit.
export async function generateStaticParams({
  params,
}: {
  params: Awaited<LayoutProps<'/[locale]/support/[id]'>['params']>;
}) {
  const topic = await getHelpSubs({ locale: localeOf(params.locale), typeId: idOf(params.id) });
  return firstHelpArticleIds(topic).map((id) => ({ ids: String(id) }));
}

type Props = PageProps<'/[locale]/support/[id]/[ids]'>;

export async function generateMetadata({ params }: Props) {
  return metadataOrNotFound(articleMetadata(await params));
}

export default async function SupportArticlePage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, loadArticle(route), ({ locale, topic, article, place }) => (
    <TopicFrame
      locale={locale}
      topic={topic}
      current={place ? { section: place.section.id, article: article.id } : undefined}
    >
      <HelpArticleView locale={locale} article={article} place={place} />
    </TopicFrame>
  ));
}
