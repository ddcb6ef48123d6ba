import type { Metadata } from 'next';
import { LevelPage } from '#components/download/level-page.tsx';
import { levels } from '#components/download/levels.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/download/linux'>): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'download');
  // A page that only forwards: search engines should list its children instead.
  return {
    ...pageMetadata(locale, '/download/linux', t('platform.linuxTitle')),
    robots: { index: false, follow: true },
  };
}

export default async function LinuxLevelPage({ params }: PageProps<'/[locale]/download/linux'>) {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'download');
  const labels = {
    ubuntu: t('platform.ubuntu'),
    centos: t('platform.centos'),
    debian: t('platform.debian'),
  } as const;
  const tabs = levels.linux.children.map((child) => ({
    path: `/download/linux/${child}`,
    label: labels[child],
    current: false,
  }));
  return (
    <LevelPage
      locale={locale}
      level="linux"
      title={t('platform.linuxTitle')}
      label={t('platform.linuxChoose')}
      tabs={tabs}
    />
  );
}
