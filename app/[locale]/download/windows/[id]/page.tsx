import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PackageCard } from '#components/download/package-card.tsx';
import { PlatformPage } from '#components/download/platform-page.tsx';
import { metadataOrNotFound, renderOrNotFound } from '#components/status/not-found-route.tsx';
import { getSoftware } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { idOf, localeOf } from '#lib/route-page.ts';

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
  return metadataOrNotFound((await params).locale, async () => {
    const { locale, item } = await load(params);
    return pageMetadata(locale, `/download/windows/${item.id}`, `${item.name} ${item.version}`);
  });
}

export default async function WindowsPackagePage({
  params,
}: PageProps<'/[locale]/download/windows/[id]'>) {
  return renderOrNotFound((await params).locale, () => renderPackage(params));
}

async function renderPackage(params: PageProps<'/[locale]/download/windows/[id]'>['params']) {
  const { locale, item } = await load(params);
  const { t } = await getTranslation(locale, 'download');
  return (
    <PlatformPage
      locale={locale}
      title={`${item.name} ${item.version}`}
      tabs={{
        label: t('platform.allWindows'),
        items: [{ path: '/download/windows', label: t('platform.allWindows'), current: false }],
      }}
      platform={t('platform.windows')}
      isEmpty={false}
    >
      <PackageCard locale={locale} item={item} />
    </PlatformPage>
  );
}
