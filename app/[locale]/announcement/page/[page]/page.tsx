import { AnnouncementListView } from '../../_components/list-view.tsx';
import { laterPages, listMetadata, loadList } from '../../_components/list-route.ts';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return laterPages(params.locale);
}

type Props = PageProps<'/[locale]/announcement/page/[page]'>;

export async function generateMetadata({ params }: Props) {
  return listMetadata(await params);
}

export default async function AnnouncementListPage({ params }: Props) {
  return <AnnouncementListView {...await loadList(await params)} />;
}
