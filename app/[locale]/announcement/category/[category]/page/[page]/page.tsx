import { metadataOrNotFound, renderOrNotFound } from '#components/status/not-found-route.tsx';
import { AnnouncementListView } from '#app/[locale]/announcement/_components/list-view.tsx';
import {
  laterPages,
  listMetadata,
  loadList,
} from '#app/[locale]/announcement/_components/list-route.ts';

export const revalidate = 3600;

export async function generateStaticParams({
  params,
}: {
  params: { locale: string; category: string };
}) {
  return laterPages(params.locale, params.category);
}

type Props = PageProps<'/[locale]/announcement/category/[category]/page/[page]'>;

export async function generateMetadata({ params }: Props) {
  const values = await params;
  return metadataOrNotFound(values.locale, () => listMetadata(values));
}

export default async function AnnouncementCategoryListPage({ params }: Props) {
  const values = await params;
  return renderOrNotFound(values.locale, async () => (
    <AnnouncementListView {...await loadList(values)} />
  ));
}
