// One instance of `npm run start:cluster` (./start-cluster.ts): the production server through its
// launcher (./start.ts) on its port and its own copy of the build, started, stopped and restarted
// in place, each step in one log line.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { refreshBuildCopy } from '#lib/build-copy.ts';
import { instanceBuildDir } from '#lib/edge/cluster-settings.ts';
import { log } from '#lib/log.ts';

export type ClusterInstance = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops it (it drains), starts it again and waits until it is ready. */
  restart: () => Promise<void>;
};

/** How long an instance may take to become ready: a busy machine's start-up, not a hang. */
const readyWithinMs = 120_000;

async function answersReady(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status === 200;
  } catch {
    return false;
  }
}

export function clusterInstance(options: {
  root: string;
  /** 0 for the first instance. */
  index: number;
  port: number;
  /** The build folder the instance serves a copy of. */
  built: string;
  /** Its settings, on top of the cluster's own environment. */
  env: Record<string, string>;
  /** Told when it exits without being asked to. */
  onUnexpectedExit: (code: number | null) => void;
}): ClusterInstance {
  const { root, index, port, built } = options;
  const name = `cluster: instance ${index + 1}`;
  // Two servers writing regenerated pages into one build folder could each read the other's
  // half-written files: each instance gets a copy (kept while the build is the same).
  const folder = instanceBuildDir(built, index);
  let child: ChildProcess | null = null;

  const exited = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null
      ? Promise.resolve(running.exitCode)
      : new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));

  async function start(): Promise<void> {
    if (refreshBuildCopy(join(root, built), join(root, folder))) {
      log.info(`${name}: copied ${built} to ${folder}`);
    }
    const running = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: root,
      // eslint-disable-next-line no-restricted-syntax -- handed to the instance as it is
      env: { ...process.env, ...options.env, PORT: String(port), NEXT_DIST_DIR: folder },
      stdio: 'inherit',
    });
    child = running;
    running.once('exit', (code) => {
      if (child === running) {
        child = null;
        options.onUnexpectedExit(code);
      }
    });
    const ready = `http://127.0.0.1:${port}/api/ready`;
    for (const deadline = Date.now() + readyWithinMs; Date.now() < deadline;) {
      if (running.exitCode !== null) throw new Error(`${name} exited at start`);
      if (await answersReady(ready)) {
        log.info(`${name}: ready`, { port, pid: running.pid });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${name} was not ready on port ${port} within ${readyWithinMs / 1000} s`);
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    running.kill('SIGTERM');
    const code = await exited(running);
    log.info(`${name}: exited`, { port, pid: running.pid, code });
  }

  return {
    start,
    stop,
    restart: async () => {
      log.info(`${name}: draining (SIGTERM)`, { port, pid: child?.pid });
      await stop();
      log.info(`${name}: starting again`, { port });
      await start();
    },
  };
}
