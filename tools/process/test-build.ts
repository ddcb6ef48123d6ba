// The one production build that the HTTP tests and the browser tests serve (.next-e2e) and its
// release (release-e2e/, made by `npm run build` after the build), made only when the sources or
// the test settings changed since they were made, so that one `npm test` builds once and a
// second run of a runner starts at once. Each server then serves an unpacked copy of the release
// (./test-site.ts): a server regenerates pages into the folder it serves, and a page that one
// run's edits left behind must never be served as fresh by the next.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expectOwnBuildUntouched, ownBuildMark } from './own-build.ts';
import { inherited, run } from './project-copy.ts';
import { releaseTarball } from './release-copy.ts';
import { e2eBuildDir, e2eEnvNames } from './web-server.ts';

const root = new URL('../..', import.meta.url).pathname;

/**
 * What the build and its release are made from: the site's sources, its seed (prerendered), its
 * settings, the deployment's templates.
 */
const sourceFolders = [
  'app',
  'components',
  'content-schema',
  'content-service',
  'deploy',
  'lib',
  'locales',
  'public',
  'scripts',
];
const sourceFiles =
  /^(next\.config\.mjs|proxy\.ts|instrumentation\.ts|package(-lock)?\.json|tsconfig\.json|\.env.*)$/;

function sourcePaths(): string[] {
  const paths = readdirSync(root).filter((name) => sourceFiles.test(name));
  for (const folder of sourceFolders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !/\.test(-d)?\.tsx?$/.test(entry.name)) {
        paths.push(relative(root, join(entry.parentPath, entry.name)));
      }
    }
  }
  return paths.sort();
}

/** Changes with any source file (by size and modification time) or build setting. */
export function buildStamp(env: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const path of sourcePaths()) {
    const { size, mtimeMs } = statSync(join(root, path));
    hash.update(`${path}\0${size}\0${mtimeMs}\n`);
  }
  // The test settings; the seed copy's folder differs per run and is not part of the build.
  const settings = Object.entries(env).filter(
    ([name]) => e2eEnvNames.includes(name) && name !== 'CONTENT_SERVICE_SEED_DIR',
  );
  hash.update(JSON.stringify(settings.sort()));
  return hash.digest('hex');
}

const stampFile = join(root, e2eBuildDir, 'test-build-stamp');

/**
 * Builds and packages the test site into .next-e2e and release-e2e/ unless both are current; a
 * build that touched the user's own .next fails (./own-build.ts).
 */
export async function ensureTestBuild(env: Record<string, string>): Promise<'built' | 'current'> {
  const stamp = buildStamp(env);
  const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (current && existsSync(releaseTarball(e2eBuildDir))) return 'current';
  rmSync(stampFile, { force: true });
  const usersBuild = ownBuildMark(root);
  // CI, where it is set, spares the build a cache that no later build reads (next.config.mjs).
  await run('npm run build', root, { ...env, ...inherited(['CI']) });
  expectOwnBuildUntouched(root, usersBuild);
  writeFileSync(stampFile, stamp);
  return 'built';
}
