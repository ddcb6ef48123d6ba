import type { Metadata } from 'next';
import { getAnnouncementList, getShowcase, inParallel } from '#lib/content/index.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle } from '#app/[locale]/_routes/titles.ts';
import { siteName } from '#lib/site-config.ts';
import { DownloadCallout } from './_components/download-callout.tsx';
import { Hero } from './_components/hero.tsx';
import { LatestAnnouncements } from './_components/latest-announcements.tsx';
import { ProductFamily } from './_components/product-family.tsx';
import { ShowcaseStrip } from './_components/showcase-strip.tsx';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  // The layout's title template covers child segments only, so the home page writes its own.
  return pageMetadata(locale, '/', {
    absolute: `${siteName} | ${await pageTitle(locale, 'home')}`,
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = localeOf((await params).locale);
  const { announcements, showcase } = await inParallel({
    announcements: getAnnouncementList({ locale, pageSize: 6 }),
    showcase: getShowcase({ locale }),
  });
  return (
    <>
      <Hero locale={locale} />
      <ProductFamily locale={locale} />
      <LatestAnnouncements locale={locale} items={announcements.items} />
      <ShowcaseStrip locale={locale} items={showcase.items} />
      <DownloadCallout locale={locale} />
    </>
  );
}
