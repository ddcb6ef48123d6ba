import type { Metadata } from 'next';
import { LevelPage } from '#components/download/level-page.tsx';
import { levels } from '#components/download/levels.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/download/mac'>): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'download');
  // A page that only forwards: search engines should list its children instead.
  return {
    ...pageMetadata(locale, '/download/mac', t('platform.macTitle')),
    robots: { index: false, follow: true },
  };
}

export default async function MacLevelPage({ params }: PageProps<'/[locale]/download/mac'>) {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'download');
  const labels = { apple: t('platform.macApple'), intel: t('platform.macIntel') } as const;
  const tabs = levels.mac.children.map((child) => ({
    path: `/download/mac/${child}`,
    label: labels[child],
    current: false,
  }));
  return (
    <LevelPage
      locale={locale}
      level="mac"
      title={t('platform.macTitle')}
      label={t('platform.macChoose')}
      tabs={tabs}
    />
  );
}
