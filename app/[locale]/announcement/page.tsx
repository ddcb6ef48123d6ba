export { AnnouncementListPage as default, generateMetadata } from './_components/list-page.tsx';

export const revalidate = 3600;
