import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InstallCommand } from '#components/download/install-command.tsx';
import { PackageCard } from '#components/download/package-card.tsx';
import { PlatformPage } from '#components/download/platform-page.tsx';
import { RememberChild } from '#components/download/remember-child.tsx';
import { getLinuxSoftware, type LinuxDistribution } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';

export const revalidate = 3600;
export const dynamicParams = false;

const distributions = {
  ubuntu: 'downloadLinuxUbuntu',
  centos: 'downloadLinuxCentos',
  debian: 'downloadLinuxDebian',
} as const;

function distributionOf(value: string): LinuxDistribution {
  return value === 'ubuntu' || value === 'centos' || value === 'debian' ? value : notFound();
}

export function generateStaticParams() {
  return Object.keys(distributions).map((distribution) => ({ distribution }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/download/linux/[distribution]'>): Promise<Metadata> {
  const { locale, distribution } = await params;
  const key = distributions[distributionOf(distribution)];
  return titledMetadata(locale, `/download/linux/${distribution}`, key);
}

export default async function LinuxPage({
  params,
}: PageProps<'/[locale]/download/linux/[distribution]'>) {
  const values = await params;
  const locale = localeOf(values.locale);
  const distribution = distributionOf(values.distribution);
  const [{ items }, title, { t }] = await Promise.all([
    getLinuxSoftware({ locale, distribution }),
    pageTitle(locale, distributions[distribution]),
    getTranslation(locale, 'download'),
  ]);
  const tabs = (Object.keys(distributions) as LinuxDistribution[]).map((each) => ({
    path: `/download/linux/${each}`,
    label: t(`platform.${each}`),
    current: each === distribution,
  }));
  return (
    <>
      <RememberChild level="linux" child={distribution} />
      <PlatformPage
        locale={locale}
        title={title}
        lead={t('platform.linuxLead')}
        tabs={{ label: t('platform.linuxChoose'), items: tabs }}
        platform={`Linux (${t(`platform.${distribution}`)})`}
        isEmpty={items.length === 0}
      >
        {items.map((item) => (
          <PackageCard key={item.id} locale={locale} item={item}>
            <InstallCommand locale={locale} item={item} distribution={distribution} />
          </PackageCard>
        ))}
      </PlatformPage>
    </>
  );
}
