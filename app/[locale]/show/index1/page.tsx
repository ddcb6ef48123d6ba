// The showcase as a grid of cards (the carousel view is /show); each picture opens full size.
import type { Metadata } from 'next';
import { getShowcase } from '#lib/content/index.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';
import { ShowcaseGrid } from './_components/showcase-grid.tsx';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/show/index1'>): Promise<Metadata> {
  return titledMetadata((await params).locale, '/show/index1', 'showIndex1');
}

export default async function ShowcaseGridPage({ params }: PageProps<'/[locale]/show/index1'>) {
  const locale = localeOf((await params).locale);
  const [showcase, title] = await Promise.all([
    getShowcase({ locale }),
    pageTitle(locale, 'showIndex1'),
  ]);
  return <ShowcaseGrid locale={locale} title={title} items={showcase.items} />;
}
