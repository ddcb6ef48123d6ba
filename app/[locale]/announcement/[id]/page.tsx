import { metadataOrNotFound, renderOrNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { firstAnnouncementIds } from '#lib/prerender.ts';
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
  return metadataOrNotFound(articleMetadata(await params));
}

export default async function AnnouncementPage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, loadArticle(route), (article) => (
    <ArticleView {...article} />
  ));
}
