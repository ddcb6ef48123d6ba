import { InstallCommand } from '#components/download/install-command.tsx';
import { LevelChildPage } from '#components/download/level-child-page.tsx';
import { levels } from '#components/download/levels.ts';
import { PackageCard } from '#components/download/package-card.tsx';
import { getLinuxSoftware } from '#lib/content/index.ts';
import { localeOf, oneOf } from '#app/[locale]/_routes/params.ts';
import { levelChildMetadata, loadLevelChild } from '../../_components/level-route.ts';

export const revalidate = 3600;
export const dynamicParams = false;

type Props = PageProps<'/[locale]/download/linux/[distribution]'>;

export function generateStaticParams() {
  return levels.linux.children.map((distribution) => ({ distribution }));
}

export async function generateMetadata({ params }: Props) {
  const { locale, distribution } = await params;
  return levelChildMetadata(locale, 'linux', oneOf(distribution, levels.linux.children));
}

export default async function LinuxPage({ params }: Props) {
  const values = await params;
  const locale = localeOf(values.locale);
  const distribution = oneOf(values.distribution, levels.linux.children);
  const [{ items }, frame] = await Promise.all([
    getLinuxSoftware({ locale, distribution }),
    loadLevelChild(locale, 'linux', distribution),
  ]);
  return (
    <LevelChildPage
      level="linux"
      child={distribution}
      locale={locale}
      {...frame}
      isEmpty={items.length === 0}
    >
      {items.map((item) => (
        <PackageCard key={item.id} locale={locale} item={item}>
          <InstallCommand locale={locale} item={item} distribution={distribution} />
        </PackageCard>
      ))}
    </LevelChildPage>
  );
}
