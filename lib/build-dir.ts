// The folder that `next build` writes and `next start` serves, read by next.config.mjs and by
// the launcher's checks (scripts/start-checks.ts) so that both follow NEXT_DIST_DIR. The
// browser tests set it (playwright.config.ts) to build and serve from their own folder, never
// over the build that `npm run build` made for the user.

export const defaultBuildDir = '.next';

// `.next` or `.next-<words>`: a plain folder at the project's root (no path, nothing that
// climbs out of it), and one that .gitignore, .prettierignore, eslint and Vitest already skip
// through their `.next*` patterns.
const buildDirName = /^\.next(-[a-z0-9]+)*$/i;

/** The build folder NEXT_DIST_DIR names, relative to the project's root; `.next` when unset. */
export function buildDir(env: Record<string, string | undefined> = process.env): string {
  const wanted = env.NEXT_DIST_DIR;
  if (wanted === undefined || wanted === '') return defaultBuildDir;
  if (!buildDirName.test(wanted)) {
    throw new Error(
      `NEXT_DIST_DIR=${JSON.stringify(wanted)} is not a build folder name: use .next or .next-<name> (letters, digits and hyphens), e.g. .next-e2e.`,
    );
  }
  return wanted;
}
