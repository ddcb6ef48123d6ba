// Runs nginx as an unprivileged process of its own: a prefix folder holding its configuration,
// pid, logs, temp files and cache, in the foreground (`daemon off`) so that its parent sees it
// end and can stop it by its pid. Used by `npm run start:cluster`, the edge tests and the bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findOnPath } from '../find-on-path.ts';
import { acceptsConnections } from '../accepts-connections.ts';
import { reloadNginx } from './nginx-reload.ts';

export const missingNginxMessage =
  'nginx is not installed: install it (Debian/Ubuntu: apt-get install nginx-light) or put it on PATH.';

/** nginx from PATH, or from /usr/sbin, where Debian installs it outside a user's PATH. */
export function findNginx(): string | null {
  return findOnPath('nginx', undefined, ['/usr/sbin', '/usr/local/sbin']);
}

export type Nginx = {
  pid: number;
  /** The prefix folder: logs/access.log, logs/error.log, cache/, temp/. */
  prefix: string;
  exited: Promise<number | null>;
  /** Writes `conf` and reloads nginx on it; resolves once its new workers serve. */
  reload: (conf: string) => Promise<void>;
  /** Fast shutdown (SIGTERM), then waits for the master and its workers to end. */
  stop: () => Promise<void>;
};

/**
 * Writes `conf` to `<prefix>/nginx.conf` and starts nginx on it; resolves once it accepts
 * connections on `port`. Throws with nginx's own words when it cannot start.
 */
export async function startNginx(options: {
  prefix: string;
  conf: string;
  port: number;
  host?: string;
  binary?: string;
}): Promise<Nginx> {
  const binary = options.binary ?? findNginx();
  if (!binary) throw new Error(missingNginxMessage);
  const { prefix } = options;
  mkdirSync(prefix, { recursive: true });
  // nginx makes the last folder of a cache or temp path, never its parents. Started by root,
  // its workers run as an unprivileged user (nobody), who must reach the cache and temp
  // folders: the prefix is opened to others (a temporary folder is made private).
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'temp', 'cache']) {
    mkdirSync(join(prefix, folder), { recursive: true, mode: 0o755 });
  }
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, options.conf);
  const args = ['-p', prefix, '-e', join(prefix, 'logs', 'error.log'), '-c', confPath];
  const child: ChildProcess = spawn(binary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  const stop = async () => {
    if (!ended) child.kill('SIGTERM');
    await exited;
  };
  const host = options.host ?? '127.0.0.1';
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (ended) throw new Error(`nginx ended at start: ${said.trim()}`);
    if (await acceptsConnections(options.port, host)) {
      if (child.pid === undefined) break;
      const pid = child.pid;
      const reload = async (conf: string) => {
        writeFileSync(confPath, conf);
        await reloadNginx(pid);
      };
      return { pid, prefix, exited, stop, reload };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not listen on ${host}:${options.port} within 15 s: ${said.trim()}`);
}
