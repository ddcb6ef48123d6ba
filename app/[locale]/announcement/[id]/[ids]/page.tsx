import { metadataOrNotFound, renderOrNotFound } from '#components/status/not-found-route.tsx';
import { ArticleView } from '../../_components/article-view.tsx';
import { articleMetadata, loadArticle, partOf } from '../../_components/article-route.ts';

export const revalidate = 3600;

// A part of an announcement (a heading of its body) is rendered on its first visit, then
// cached like the others; an unknown part shows the announcement from its top.
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/announcement/[id]/[ids]'>;

export async function generateMetadata({ params }: Props) {
  const values = await params;
  return metadataOrNotFound(values.locale, () => articleMetadata(values));
}

export default async function AnnouncementPartPage({ params }: Props) {
  const { ids, ...rest } = await params;
  return renderOrNotFound(rest.locale, async () => (
    <ArticleView {...await loadArticle(rest)} part={partOf(ids)} />
  ));
}
