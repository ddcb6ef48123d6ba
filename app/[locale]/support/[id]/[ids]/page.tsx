import { metadataOrNotFound, renderOrNotFound } from '#components/status/not-found-route.tsx';
import { getHelpSubs } from '#lib/content/index.ts';
import { idOf, localeOf } from '#lib/route-page.ts';
import { HelpArticleView } from '../../_components/help-article-view.tsx';
import { articleMetadata, loadArticle } from '../../_components/help-route.ts';

export const revalidate = 3600;

// Every article of every heading, per locale; one published later renders on its first visit.
export async function generateStaticParams({
  params,
}: {
  params: Awaited<LayoutProps<'/[locale]/support/[id]'>['params']>;
}) {
  const topic = await getHelpSubs({ locale: localeOf(params.locale), typeId: idOf(params.id) });
  return topic.items.flatMap((section) =>
    section.articles.map((article) => ({ ids: String(article.id) })),
  );
}

type Props = PageProps<'/[locale]/support/[id]/[ids]'>;

export async function generateMetadata({ params }: Props) {
  const route = await params;
  return metadataOrNotFound(route.locale, () => articleMetadata(route));
}

export default async function SupportArticlePage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, async () => (
    <HelpArticleView {...await loadArticle(route)} />
  ));
}
