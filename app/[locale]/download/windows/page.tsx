import type { Metadata } from 'next';
import { PackageCard } from '#components/download/package-card.tsx';
import { PlatformPage } from '#components/download/platform-page.tsx';
import { getSoftware } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/download/windows'>): Promise<Metadata> {
  return titledMetadata((await params).locale, '/download/windows', 'downloadWindows');
}

export default async function WindowsPage({ params }: PageProps<'/[locale]/download/windows'>) {
  const locale = localeOf((await params).locale);
  const [{ items }, title, { t }] = await Promise.all([
    getSoftware({ locale, os: 'windows' }),
    pageTitle(locale, 'downloadWindows'),
    getTranslation(locale, 'download'),
  ]);
  return (
    <PlatformPage
      locale={locale}
      title={title}
      lead={t('platform.windowsLead')}
      platform={t('platform.windows')}
      isEmpty={items.length === 0}
    >
      {items.map((item) => (
        <PackageCard
          key={item.id}
          locale={locale}
          item={item}
          href={`/download/windows/${item.id}`}
        />
      ))}
    </PlatformPage>
  );
}
