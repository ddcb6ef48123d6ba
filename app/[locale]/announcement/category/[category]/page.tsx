import { metadataOrNotFound, renderOrNotFound } from '#components/status/not-found-route.tsx';
import { announcementCategories } from '#lib/content/index.ts';
import { AnnouncementListView } from '../../_components/list-view.tsx';
import { listMetadata, loadList } from '../../_components/list-route.ts';

export const revalidate = 3600;

export function generateStaticParams() {
  return announcementCategories.map((category) => ({ category }));
}

type Props = PageProps<'/[locale]/announcement/category/[category]'>;

export async function generateMetadata({ params }: Props) {
  const values = await params;
  return metadataOrNotFound(values.locale, () => listMetadata(values));
}

export default async function AnnouncementCategoryPage({ params }: Props) {
  const values = await params;
  return renderOrNotFound(values.locale, async () => (
    <AnnouncementListView {...await loadList(values)} />
  ));
}
