// A copy of a production build for another `next start` to serve: each server regenerates
// pages into its build folder, file by file and not atomically across a page's files, so two
// servers must never share one (scripts/start-cluster.ts, the browser tests' extra sites).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, sep } from 'node:path';

/** What only a build uses (its compiler cache, traces): left out of a copy. */
const buildOnly = ['cache/turbopack', 'trace', 'trace-build', 'diagnostics'];

/** Replaces `to` with the built site in `from`, without what only a build uses. */
export function copyBuild(from: string, to: string) {
  const skipped = buildOnly.map((name) => join(from, ...name.split('/')));
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !skipped.some((skip) => source === skip || source.startsWith(skip + sep)),
  });
}

function buildId(folder: string): string | null {
  const file = join(folder, 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * Copies `from` to `to` unless `to` already holds the same build; returns whether it copied.
 * A copy of the same build keeps the pages it regenerated since.
 */
export function refreshBuildCopy(from: string, to: string): boolean {
  const wanted = buildId(from);
  if (wanted === null) throw new Error(`${from} has no build`);
  if (buildId(to) === wanted) return false;
  copyBuild(from, to);
  return true;
}
