import { laterPages } from '../../_components/list-route.ts';

export { AnnouncementListPage as default, generateMetadata } from '../../_components/list-page.tsx';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return laterPages(params.locale);
}
