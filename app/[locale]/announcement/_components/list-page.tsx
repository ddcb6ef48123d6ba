// The page of the four list routes; each route file adds its own static params.
import { metadataOrNotFound, renderOrNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { type ListParams, listMetadata, loadList } from './list-route.ts';
import { AnnouncementListView } from './list-view.tsx';

type Props = { params: Promise<ListParams> };

export async function generateMetadata({ params }: Props) {
  return metadataOrNotFound(listMetadata(await params));
}

export async function AnnouncementListPage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, loadList(route), (list) => (
    <AnnouncementListView {...list} />
  ));
}
