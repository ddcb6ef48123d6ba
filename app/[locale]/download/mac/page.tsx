import { LevelPage } from '#components/download/level-page.tsx';
import { levelMetadata, loadLevel } from '../_components/level-route.ts';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/download/mac'>;

export async function generateMetadata({ params }: Props) {
  return levelMetadata((await params).locale, 'mac');
}

export default async function MacLevelPage({ params }: Props) {
  return <LevelPage {...await loadLevel((await params).locale, 'mac')} />;
}
