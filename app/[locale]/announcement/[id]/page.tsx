import { metadataOrNotFound, renderOrNotFound } from '#components/status/not-found-route.tsx';
import { firstAnnouncementIds } from '#lib/prerender.ts';
import { localeOf } from '#lib/route-page.ts';
import { ArticleView } from '../_components/article-view.tsx';
import { articleMetadata, loadArticle } from '../_components/article-route.ts';

export const revalidate = 3600;

// The first announcements of the list; older ones render on their first visit.
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const ids = await firstAnnouncementIds(localeOf(params.locale));
  return ids.map((id) => ({ id: String(id) }));
}

type Props = PageProps<'/[locale]/announcement/[id]'>;

export async function generateMetadata({ params }: Props) {
  const values = await params;
  return metadataOrNotFound(values.locale, () => articleMetadata(values));
}

export default async function AnnouncementPage({ params }: Props) {
  const values = await params;
  return renderOrNotFound(values.locale, async () => (
    <ArticleView {...await loadArticle(values)} />
  ));
}
