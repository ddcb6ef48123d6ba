// A child of a download level (/download/mac/apple, /download/linux/ubuntu): its platform page,
// remembered as the child the level opens next time in this tab.
import type { Level, LevelChild } from './levels.ts';
import { PlatformPage, type PlatformPageProps } from './platform-page.tsx';
import { RememberChild } from './remember-child.tsx';

type Props<L extends Level> = PlatformPageProps & { level: L; child: LevelChild<L> };

export function LevelChildPage<L extends Level>({ level, child, ...page }: Props<L>) {
  return (
    <>
      <RememberChild level={level} child={child} />
      <PlatformPage {...page} />
    </>
  );
}
