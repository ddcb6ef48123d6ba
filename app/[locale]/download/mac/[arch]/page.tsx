import { LevelChildPage } from '#components/download/level-child-page.tsx';
import { type LevelChild, levels } from '#components/download/levels.ts';
import { PackageCard } from '#components/download/package-card.tsx';
import { getSoftware } from '#lib/content/index.ts';
import { localeOf, oneOf } from '#app/[locale]/_routes/params.ts';
import { levelChildMetadata, loadLevelChild } from '../../_components/level-route.ts';

export const revalidate = 3600;
export const dynamicParams = false;

// A universal build runs on both chips, so it is offered on both pages.
const arches: Record<LevelChild<'mac'>, readonly string[]> = {
  apple: ['arm64', 'universal'],
  intel: ['x64', 'universal'],
};

type Props = PageProps<'/[locale]/download/mac/[arch]'>;

export function generateStaticParams() {
  return levels.mac.children.map((arch) => ({ arch }));
}

export async function generateMetadata({ params }: Props) {
  const { locale, arch } = await params;
  return levelChildMetadata(locale, 'mac', oneOf(arch, levels.mac.children));
}

export default async function MacPage({ params }: Props) {
  const values = await params;
  const locale = localeOf(values.locale);
  const chip = oneOf(values.arch, levels.mac.children);
  const [{ items }, frame] = await Promise.all([
    getSoftware({ locale, os: 'macos' }),
    loadLevelChild(locale, 'mac', chip),
  ]);
  const shown = items.filter((item) => arches[chip].includes(item.arch));
  return (
    <LevelChildPage
      level="mac"
      child={chip}
      locale={locale}
      {...frame}
      isEmpty={shown.length === 0}
    >
      {shown.map((item) => (
        <PackageCard key={item.id} locale={locale} item={item} />
      ))}
    </LevelChildPage>
  );
}
