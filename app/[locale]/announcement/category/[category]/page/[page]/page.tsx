import { laterPages } from '#app/[locale]/announcement/_components/list-route.ts';

export {
  AnnouncementListPage as default,
  generateMetadata,
} from '#app/[locale]/announcement/_components/list-page.tsx';

export const revalidate = 3600;

export async function generateStaticParams({
  params,
}: {
  params: { locale: string; category: string };
}) {
  return laterPages(params.locale, params.category);
}
