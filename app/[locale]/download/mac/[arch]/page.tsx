import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PackageCard } from '#components/download/package-card.tsx';
import { PlatformPage } from '#components/download/platform-page.tsx';
import { RememberChild } from '#components/download/remember-child.tsx';
import { getSoftware } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';

export const revalidate = 3600;
export const dynamicParams = false;

// A universal build runs on both chips, so it is offered on both pages.
const chips = {
  apple: { title: 'downloadMacApple', label: 'platform.macApple', arches: ['arm64', 'universal'] },
  intel: { title: 'downloadMacIntel', label: 'platform.macIntel', arches: ['x64', 'universal'] },
} as const;

type Chip = keyof typeof chips;

function chipOf(value: string): Chip {
  return value === 'apple' || value === 'intel' ? value : notFound();
}

export function generateStaticParams() {
  return Object.keys(chips).map((arch) => ({ arch }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/download/mac/[arch]'>): Promise<Metadata> {
  const { locale, arch } = await params;
  return titledMetadata(locale, `/download/mac/${arch}`, chips[chipOf(arch)].title);
}

export default async function MacPage({ params }: PageProps<'/[locale]/download/mac/[arch]'>) {
  const values = await params;
  const locale = localeOf(values.locale);
  const chip = chipOf(values.arch);
  const [{ items }, title, { t }] = await Promise.all([
    getSoftware({ locale, os: 'macos' }),
    pageTitle(locale, chips[chip].title),
    getTranslation(locale, 'download'),
  ]);
  const arches: readonly string[] = chips[chip].arches;
  const shown = items.filter((item) => arches.includes(item.arch));
  const tabs = (Object.keys(chips) as Chip[]).map((each) => ({
    path: `/download/mac/${each}`,
    label: t(chips[each].label),
    current: each === chip,
  }));
  return (
    <>
      <RememberChild level="mac" child={chip} />
      <PlatformPage
        locale={locale}
        title={title}
        lead={t('platform.macLead')}
        tabs={{ label: t('platform.macChoose'), items: tabs }}
        platform={`macOS (${t(chips[chip].label)})`}
        isEmpty={shown.length === 0}
      >
        {shown.map((item) => (
          <PackageCard key={item.id} locale={locale} item={item} />
        ))}
      </PlatformPage>
    </>
  );
}
