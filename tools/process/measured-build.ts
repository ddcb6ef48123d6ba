// The production build that the measuring scripts serve (`npm run test:load`, `npm run bench`):
// a copy of the tests' build when there is one (a server regenerates pages into the folder it
// serves, and the tests' build must stay as it was built), otherwise one of the script's own,
// never the user's .next.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { copyBuild } from '#lib/build-copy.ts';
import type { Running } from './project-copy.ts';
import { e2eBuildDir } from './web-server.ts';

export async function measuredBuild(options: {
  root: string;
  /** The script's own build folder, `.next-load`. */
  own: string;
  /** Starts `npm run build` into `dir`. */
  build: (dir: string) => Running;
}): Promise<string> {
  const built = (dir: string) => existsSync(join(options.root, dir, 'BUILD_ID'));
  if (built(e2eBuildDir)) {
    copyBuild(join(options.root, e2eBuildDir), join(options.root, options.own));
    return options.own;
  }
  if (!built(options.own)) {
    console.info(`building the site into ${options.own} (a few minutes)…`);
    const build = options.build(options.own);
    const code = await build.exited;
    if (code !== 0) throw new Error(`the build exited with ${code}:\n${build.output()}`);
  }
  return options.own;
}
