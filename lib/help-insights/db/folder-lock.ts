// One process at a time in the embedded database's folder: two would each write PostgreSQL's
// files as if alone and ruin them. The process that opens it writes its pid beside the folder
// (`<folder>.pid`) and removes it when it closes; one left by a process that no longer runs
// (a crash) is taken over. Within the process, the folders it holds are listed on globalThis, since
// Next's bundles each have a copy of this module; a pid file of this process's pid that the list
// does not name was left by an earlier process that had the same pid (a container's restart).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const key = Symbol.for('mantisoft.help-insights.held-folders');
const holder = globalThis as { [key]?: Set<string> };
const held = () => (holder[key] ??= new Set());

export class FolderInUse extends Error {
  constructor(dir: string, pid: number) {
    super(
      `the embedded database ${dir} is open in process ${pid} (the running site): stop it first, or use a PostgreSQL server (DATABASE_URL)`,
    );
    this.name = 'FolderInUse';
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; the function that gives it back. */
export function lockFolder(dir: string): () => void {
  const file = `${dir}.pid`;
  if (held().has(file)) throw new FolderInUse(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      held().add(file);
      return () => {
        held().delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && running(pid)) {
        throw new FolderInUse(dir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`${file} could not be written`);
}
