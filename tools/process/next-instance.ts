// One more production server (scripts/serve.ts, without the launcher's checks) of an existing
// production build, on a copy of it (so there is no second build, and the original's cache is
// left alone): the extra servers of the fault and edge tests and of `npm run bench`.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyBuild } from '#lib/build-copy.ts';
import { bareEnv, type Running, start, waitForUrl } from './project-copy.ts';

const root = new URL('../..', import.meta.url).pathname;

export type NextInstance = { origin: string; running: Running; stop: () => Promise<void> };

/** The production server itself, as a shell command: `exec`, so that its pid is the server's. */
export const serverCommand = 'exec node scripts/serve.ts';

/**
 * The environment of a test's server on `port`, on top of the test's settings: production mode,
 * and no drain delay unless the test asks for one, since no edge keeps connections to it open.
 */
export function serverEnv(port: number, env: Record<string, string>): Record<string, string> {
  return bareEnv({
    NODE_ENV: 'production',
    SERVER_DRAIN_DELAY_MS: '0',
    ...env,
    PORT: String(port),
  });
}

export async function startNextInstance(options: {
  /** The build to copy, e.g. `.next-e2e`. */
  from: string;
  /** The copy's folder, a name NEXT_DIST_DIR accepts: `.next-e2e-edge`. */
  folder: string;
  port: number;
  env: Record<string, string>;
  /** Sees everything the server prints. */
  onOutput?: (text: string) => void;
}): Promise<NextInstance> {
  const folder = join(root, options.folder);
  copyBuild(join(root, options.from), folder);
  const origin = `http://127.0.0.1:${options.port}`;
  const running = start(
    serverCommand,
    root,
    serverEnv(options.port, { ...options.env, NEXT_DIST_DIR: options.folder }),
    options.onOutput,
  );
  const stop = async () => {
    await running.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${origin}/api/ready`, running, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, running, stop };
}
