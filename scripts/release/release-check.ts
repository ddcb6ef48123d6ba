// What must never be in a release, checked by scripts/package.ts before it writes the tarball
// and by the release test on the unpacked copy: a link that leads out of the release (it would
// run the repository's files on the build machine and break on a server), settings files,
// tests, npm, a next.config.mjs (the server would then load it rather than the build's own
// settings: lib/next-internals/standalone.ts).
import { readdirSync, readlinkSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { leftOut } from './layout.ts';

export function releaseProblems(folder: string): string[] {
  const problems: string[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const inside = relative(folder, path);
    if (entry.isSymbolicLink()) {
      const target = resolve(dirname(path), readlinkSync(path));
      const fromRoot = relative(folder, target);
      if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) {
        problems.push(`${inside} links out of the release, to ${target}`);
      }
    }
    if (leftOut(entry.name)) problems.push(`${inside} must not be in a release`);
    if (inside === 'next.config.mjs') problems.push(`${inside} must not be in a release`);
    if (entry.name === 'npm' || entry.name === 'npx') {
      if (!entry.isDirectory()) problems.push(`${inside}: a release holds no npm`);
    }
  }
  return problems.sort();
}
