import { getAllAnnouncementIds } from '../../../../lib/content/index.ts';
import { localeOf } from '../../../../lib/route-page.ts';
import { ArticleView } from '../_components/article-view.tsx';
import { articleMetadata, loadArticle } from '../_components/article-route.ts';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const ids = await getAllAnnouncementIds(localeOf(params.locale));
  return ids.map((id) => ({ id: String(id) }));
}

type Props = PageProps<'/[locale]/announcement/[id]'>;

export async function generateMetadata({ params }: Props) {
  return articleMetadata(await params);
}

export default async function AnnouncementPage({ params }: Props) {
  return <ArticleView {...await loadArticle(await params)} />;
}
