// The folder that `next build` writes and `next start` serves, read by next.config.mjs and by
// the launcher's checks (scripts/start-checks.ts) so that both follow NEXT_DIST_DIR. The
// browser tests set it (playwright.config.ts) to build and serve from their own folder, never
// over the build that `npm run build` made for the user.
import { config, configProblems, type Env } from './config/index.ts';

export const defaultBuildDir = '.next';

/** The build folder NEXT_DIST_DIR names, relative to the project's root; `.next` when unset. */
export function buildDir(env?: Env): string {
  // Unlike other settings, a malformed one is not replaced by its default: a build meant for
  // another folder would overwrite the user's `.next`.
  const problem = configProblems(env).find(({ name }) => name === 'NEXT_DIST_DIR');
  if (problem) throw new Error(problem.line);
  return config(env).server.buildDir;
}
