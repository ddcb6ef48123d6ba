import { notFound } from 'next/navigation';
import { PackageCard } from '#components/download/package-card.tsx';
import { PlatformPage } from '#components/download/platform-page.tsx';
import type { SoftwarePackage } from '#components/download/types.ts';
import { getSoftware } from '#lib/content/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { metadataOrNotFound, renderOrNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { idOf, localeOf } from '#app/[locale]/_routes/params.ts';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const { items } = await getSoftware({ locale: localeOf(params.locale), os: 'windows' });
  return items.map((item) => ({ id: String(item.id) }));
}

type Props = PageProps<'/[locale]/download/windows/[id]'>;

/** One installer of the Windows list; an id the list does not hold is a 404. */
async function loadPackage(params: { locale: string; id: string }) {
  const locale = localeOf(params.locale);
  const id = idOf(params.id);
  const { items } = await getSoftware({ locale, os: 'windows' });
  const item = items.find((each) => each.id === id) ?? notFound();
  return { locale, item };
}

async function packageMetadata(params: { locale: string; id: string }) {
  const { locale, item } = await loadPackage(params);
  return pageMetadata(locale, `/download/windows/${item.id}`, `${item.name} ${item.version}`);
}

export async function generateMetadata({ params }: Props) {
  return metadataOrNotFound(packageMetadata(await params));
}

export default async function WindowsPackagePage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, loadPackage(route), (found) => (
    <WindowsPackage {...found} />
  ));
}

async function WindowsPackage({ locale, item }: { locale: Locale; item: SoftwarePackage }) {
  const { t } = await getTranslation(locale, 'download');
  const all = t('platform.allWindows');
  return (
    <PlatformPage
      locale={locale}
      title={`${item.name} ${item.version}`}
      tabs={{ label: all, items: [{ path: '/download/windows', label: all, current: false }] }}
      platform={t('platform.windows')}
      isEmpty={false}
    >
      <PackageCard locale={locale} item={item} />
    </PlatformPage>
  );
}
