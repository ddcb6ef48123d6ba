import { LevelPage } from '#components/download/level-page.tsx';
import { levelMetadata, loadLevel } from '../_components/level-route.ts';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/download/linux'>;

export async function generateMetadata({ params }: Props) {
  return levelMetadata((await params).locale, 'linux');
}

export default async function LinuxLevelPage({ params }: Props) {
  return <LevelPage {...await loadLevel((await params).locale, 'linux')} />;
}
