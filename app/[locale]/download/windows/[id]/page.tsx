import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '../../../../../components/page-placeholder.tsx';
import { getSoftware } from '../../../../../lib/content/index.ts';
import { pageMetadata } from '../../../../../lib/metadata.ts';
import { idOf, localeOf } from '../../../../../lib/route-page.ts';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const { items } = await getSoftware({ locale: localeOf(params.locale), os: 'windows' });
  return items.map((item) => ({ id: String(item.id) }));
}

async function load(params: PageProps<'/[locale]/download/windows/[id]'>['params']) {
  const { locale: l, id } = await params;
  const locale = localeOf(l);
  const { items } = await getSoftware({ locale, os: 'windows' });
  const item = items.find((each) => each.id === idOf(id)) ?? notFound();
  return { locale, item };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/download/windows/[id]'>): Promise<Metadata> {
  const { locale, item } = await load(params);
  return pageMetadata(locale, `/download/windows/${item.id}`, `${item.name} ${item.version}`);
}

export default async function WindowsPackagePage({
  params,
}: PageProps<'/[locale]/download/windows/[id]'>) {
  const { locale, item } = await load(params);
  return <PagePlaceholder locale={locale} title={`${item.name} ${item.version}`} />;
}
