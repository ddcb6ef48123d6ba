import { AnnouncementListView } from './_components/list-view.tsx';
import { listMetadata, loadList } from './_components/list-route.ts';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/announcement'>) {
  return listMetadata(await params);
}

export default async function AnnouncementListPage({
  params,
}: PageProps<'/[locale]/announcement'>) {
  return <AnnouncementListView {...await loadList(await params)} />;
}
