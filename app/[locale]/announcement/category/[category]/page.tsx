import { announcementCategories } from '../../../../../lib/content/index.ts';
import { AnnouncementListView } from '../../_components/list-view.tsx';
import { listMetadata, loadList } from '../../_components/list-route.ts';

export const revalidate = 3600;

export function generateStaticParams() {
  return announcementCategories.map((category) => ({ category }));
}

type Props = PageProps<'/[locale]/announcement/category/[category]'>;

export async function generateMetadata({ params }: Props) {
  return listMetadata(await params);
}

export default async function AnnouncementCategoryPage({ params }: Props) {
  return <AnnouncementListView {...await loadList(await params)} />;
}
