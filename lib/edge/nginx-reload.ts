// Reloads a running nginx and returns once its new configuration is in force. nginx answers
// SIGHUP by starting new workers on the new configuration and asking the old ones to finish their
// requests and go; until the new ones run, a request can still be given to an instance the new
// configuration leaves out. So a restart that takes an instance out of the edge first waits here
// for the new generation, read from /proc (Linux): the workers are the master's children whose
// title is exactly "nginx: worker process" (an old one says "… is shutting down").
import { readdirSync, readFileSync } from 'node:fs';

/** The pids of `masterPid`'s workers that serve new requests. */
export function servingWorkers(masterPid: number, proc = '/proc'): number[] {
  const workers: number[] = [];
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`${proc}/${name}/stat`, 'utf8');
      // The second field (the name) may hold spaces and parentheses: read after its last ")".
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== masterPid) continue;
      const title = readFileSync(`${proc}/${name}/cmdline`, 'utf8').replace(/\0+$/, '').trim();
      if (title === 'nginx: worker process') workers.push(Number(name));
    } catch {
      // The process ended while it was read.
    }
  }
  return workers;
}

/**
 * Sends `masterPid` SIGHUP and waits until every worker serving requests is one started after
 * it. Throws when that does not happen within `timeoutMs`: nginx refused the configuration (its
 * error log says why) and runs on with the old one.
 */
export async function reloadNginx(
  masterPid: number,
  { timeoutMs = 15_000, proc = '/proc' }: { timeoutMs?: number; proc?: string } = {},
): Promise<void> {
  const before = new Set(servingWorkers(masterPid, proc));
  process.kill(masterPid, 'SIGHUP');
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const now = servingWorkers(masterPid, proc);
    if (now.length > 0 && now.every((pid) => !before.has(pid))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `nginx (pid ${masterPid}) did not take its new configuration within ${timeoutMs / 1000} s: its error log says why`,
  );
}
