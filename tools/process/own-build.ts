// The user's own build (`.next`, made by `npm run build`) is never the tests': the test build goes
// to .next-e2e (NEXT_DIST_DIR). Every build `next build` makes writes its BUILD_ID, so a test build
// that went to the user's folder would leave that file made or changed: ./test-build.ts compares it
// before and after each build it makes, and fails the run that did it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ownBuildDir = '.next';

/** The user's build in `root` as it stands: absent, or its BUILD_ID's content and time. */
export function ownBuildMark(root: string): string {
  const file = join(root, ownBuildDir, 'BUILD_ID');
  if (!existsSync(file)) return 'absent';
  const id = createHash('sha256').update(readFileSync(file)).digest('hex');
  return `${statSync(file).mtimeMs} ${id}`;
}

/** Throws when the user's build in `root` is no longer as `before` found it. */
export function expectOwnBuildUntouched(root: string, before: string): void {
  const after = ownBuildMark(root);
  if (after !== before) {
    throw new Error(
      `the test build changed the user's own build ${join(root, ownBuildDir)} (BUILD_ID ${before} → ${after})`,
    );
  }
}
