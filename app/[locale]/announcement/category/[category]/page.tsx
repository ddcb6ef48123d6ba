import { announcementCategories } from '#lib/content/index.ts';

export { AnnouncementListPage as default, generateMetadata } from '../../_components/list-page.tsx';

export const revalidate = 3600;

export function generateStaticParams() {
  return announcementCategories.map((category) => ({ category }));
}
