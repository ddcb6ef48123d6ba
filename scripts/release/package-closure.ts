// The npm packages the release's own files import, with everything they depend on, found as Node
// would find them from the repository's node_modules. A package that Next's standalone output
// already holds is left as traced there (with what it depends on): its trace covers what the
// server loads, and following its dependencies would drag in a platform's compiler
// (@next/swc-*, an optional dependency of next) or the like.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

type Manifest = {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

function manifest(folder: string): Manifest {
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
}

/** The folder of package `name` as Node finds it from `from` (a folder under `root`). */
export function findPackage(root: string, from: string, name: string): string | undefined {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (folder === root || !folder.startsWith(root)) return undefined;
  }
}

/**
 * The package folders, relative to `root`, to copy into the release for `names`: each one
 * `present` does not already have, and what those depend on. A dependency that is neither
 * installed nor optional is an error: the release would fail when it loads it.
 */
export function packageClosure(
  root: string,
  names: string[],
  present: (folder: string) => boolean,
): string[] {
  const wanted = new Set<string>();
  const visit = (from: string, name: string, optional: boolean, by: string) => {
    const folder = findPackage(root, from, name);
    if (!folder) {
      if (optional) return;
      throw new Error(`${name} (imported by ${by}) is not installed in ${root}/node_modules`);
    }
    const path = relative(root, folder);
    if (wanted.has(path) || present(path)) return;
    wanted.add(path);
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } =
      manifest(folder);
    for (const dependency of Object.keys(dependencies)) visit(folder, dependency, false, name);
    for (const dependency of Object.keys(optionalDependencies)) {
      visit(folder, dependency, true, name);
    }
    // A peer the repository did not install is one the package does without.
    for (const dependency of Object.keys(peerDependencies)) visit(folder, dependency, true, name);
  };
  for (const name of names) visit(root, name, false, 'the release');
  return [...wanted].sort();
}
