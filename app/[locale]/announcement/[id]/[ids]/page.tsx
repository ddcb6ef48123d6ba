import type { Metadata } from 'next';
import { PagePlaceholder } from '../../../../../components/page-placeholder.tsx';
import { getAnnouncement } from '../../../../../lib/content/index.ts';
import { pageMetadata } from '../../../../../lib/metadata.ts';
import { idOf, localeOf, orNotFound } from '../../../../../lib/route-page.ts';

export const revalidate = 3600;

// Rendered on first visit, then cached like the others.
export function generateStaticParams() {
  return [];
}

async function load(params: PageProps<'/[locale]/announcement/[id]/[ids]'>['params']) {
  const { locale: l, id, ids } = await params;
  const locale = localeOf(l);
  const announcement = await orNotFound(getAnnouncement({ locale, id: idOf(id) }));
  return { locale, announcement, path: `/announcement/${announcement.id}/${idOf(ids)}` };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/announcement/[id]/[ids]'>): Promise<Metadata> {
  const { locale, announcement, path } = await load(params);
  return pageMetadata(locale, path, announcement.title, announcement.summary);
}

export default async function AnnouncementChildPage({
  params,
}: PageProps<'/[locale]/announcement/[id]/[ids]'>) {
  const { locale, announcement } = await load(params);
  return <PagePlaceholder locale={locale} title={announcement.title} />;
}
