// A real PostgreSQL server for the tests that need one, as the unit tests have a private Redis
// (./redis-global-setup.ts): initdb into a temporary folder, then `postgres` on a free port of
// 127.0.0.1, its socket in that folder, nothing kept once it stops. The PostgreSQL that may run on
// 5432 is never used. initdb refuses to run as root: as root, both run as the `postgres` user
// (Debian's packages create it), or as `nobody`.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findOnPath } from '#lib/find-on-path.ts';
import { freePorts } from './free-ports.ts';

export const missingPostgresMessage =
  'The tests need PostgreSQL: install it (Debian/Ubuntu: apt-get install postgresql; macOS: brew install postgresql), whose initdb and postgres they run on a free port.';

/** The folder of initdb and postgres: PATH's, else Debian's newest /usr/lib/postgresql/<n>/bin. */
export function findPostgresBin(): string | null {
  const onPath = findOnPath('initdb');
  if (onPath) return onPath.slice(0, -'/initdb'.length);
  const versions = (() => {
    try {
      return readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name));
    } catch {
      return [];
    }
  })();
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) return null;
  const bin = `/usr/lib/postgresql/${newest}/bin`;
  return findOnPath('initdb', '', [bin]) ? bin : null;
}

type Account = { uid: number; gid: number };

/** Who runs the server: this process, or an unprivileged account when this process is root. */
function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
    if (fields && fields[2] && fields[3]) return { uid: Number(fields[2]), gid: Number(fields[3]) };
  }
  throw new Error('running as root, and neither a postgres nor a nobody account exists');
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Freezes the server (SIGSTOP): connections and statements hang, as with a stuck server. */
  pause: () => void;
  resume: () => void;
  /** Stops it and deletes its folder. */
  stop: () => Promise<void>;
};

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(missingPostgresMessage);
  const account = serverAccount();
  const dir = mkdtempSync(join(tmpdir(), 'mantisoft-test-postgres-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = join(dir, 'data');
  const options = account ? { uid: account.uid, gid: account.gid } : {};
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...options, cwd: dir, stdio: 'pipe' },
  );
  const [port = 0] = await freePorts(1);
  // Nothing the tests need is lost with fsync off: the folder is deleted afterwards.
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'];
  args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const server: ChildProcess = spawn(join(bin, 'postgres'), args, {
    ...options,
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const signal = (name: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(name);
  };
  const stop = async () => {
    signal('SIGCONT');
    // Fast shutdown: the clients still connected are told, not waited for.
    signal('SIGINT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (server.exitCode !== null) break;
    if (await answers(url)) {
      return { url, port, stop, pause: () => signal('SIGSTOP'), resume: () => signal('SIGCONT') };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`postgres did not start on port ${port}: ${output.trim().slice(-500)}`);
}
