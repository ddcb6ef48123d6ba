// The release of a build (scripts/package.ts), unpacked for one server: the test sites run what
// ships, from a folder outside the repository, with the one start command of a server.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { releaseFolder, releaseName, releaseStartScript } from '../../scripts/release/layout.ts';
import { bareEnv, type Running, start } from './project-copy.ts';

const root = new URL('../..', import.meta.url).pathname;

/** The tarball that `npm run build` made of the build in `distDir` (e.g. `.next-e2e`). */
export function releaseTarball(distDir: string): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return join(root, releaseFolder(distDir), `${releaseName(version)}.tar.gz`);
}

/**
 * Unpacks `tarball` into `folder` (emptied first), so that `folder` is the release's root.
 * Seconds: no install, no copy of the repository.
 */
export function unpackRelease(tarball: string, folder: string): string {
  if (!existsSync(tarball)) throw new Error(`${tarball} does not exist: run \`npm run build\``);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '--strip-components=1', '-C', folder]);
  return folder;
}

/** The release's one start command, as a server's service manager runs it. */
export function releaseStartArgs(release: string): string[] {
  return [join(release, releaseStartScript)];
}

/**
 * Starts the unpacked release in `release` with its start command, in a process group of its
 * own (./project-copy.ts), on a bare environment with `settings` on top.
 */
export function startRelease(
  release: string,
  settings: Record<string, string>,
  onOutput?: (text: string) => void,
): Running {
  const command = [process.execPath, ...releaseStartArgs(release)].map((part) => `'${part}'`);
  // No edge keeps connections to a test's server open: it stops without the drain's delay.
  const env = bareEnv({ SERVER_DRAIN_DELAY_MS: '0', ...settings });
  return start(`exec ${command.join(' ')}`, release, env, onOutput);
}
