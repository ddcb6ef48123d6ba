// What the launcher checks before it starts anything, so that a newcomer reads one line that
// says what to do rather than a stack trace.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildDir } from '#lib/build-dir.ts';

/**
 * `next start` serves the last `next build` in the build folder (`.next`, or the one
 * NEXT_DIST_DIR names); without one it can only fail.
 */
export function hasProductionBuild(root: string, folder: string = buildDir()): boolean {
  return existsSync(join(root, folder, 'BUILD_ID'));
}

/** Whether something already listens on `port` (on any address, as `next start` would). */
export function portInUse(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(true);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

export function portInUseMessage(port: number, variable: string): string {
  return `port ${port} is already in use: stop what is using it, or choose another port with ${variable}=<port>.`;
}
