// The embedded PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly) in a folder of this
// instance: the default when DATABASE_URL is unset, for one instance only, since one process alone
// may open the folder. It runs in a worker thread of its own (./embedded-thread.ts), so that
// opening, migrating and querying it never holds up a page. Loaded only then, and never bundled
// (next.config.mjs serverExternalPackages): PGlite finds its WebAssembly and data files beside its
// own modules.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadReady, ThreadRequest } from './embedded-thread.ts';
import { lockFolder } from './folder-lock.ts';
import type { Database, Row, Sql } from './sql.ts';

const threadFile = fileURLToPath(new URL('./embedded-thread.ts', import.meta.url));

/** An error of PostgreSQL's, as the thread reported it (with its SQLSTATE `code`). */
export class EmbeddedError extends Error {
  readonly code: string | undefined;
  constructor(reported: { message: string; name: string; code?: string }) {
    super(reported.message);
    this.name = reported.name;
    this.code = reported.code;
  }
}

type Pending = { resolve: (rows: Row[]) => void; reject: (error: Error) => void };
/** A request before it is given its id (Omit over each member of the union). */
type Unsent<R = ThreadRequest> = R extends unknown ? Omit<R, 'id'> : never;
type Ask = (request: Unsent) => Promise<Row[]>;

/** Talks to the thread: one answer per request, matched by id. */
function connect(worker: Worker): { ask: Ask; fail: (error: Error) => void } {
  const pending = new Map<number, Pending>();
  let next = 0;
  let broken: Error | null = null;
  const fail = (error: Error) => {
    broken ??= error;
    for (const each of pending.values()) each.reject(error);
    pending.clear();
  };
  worker.on('message', (answer: ThreadAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new EmbeddedError(answer.error));
    else waiting.resolve(answer.rows as Row[]);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread exited (${code})`)));
  const ask: Ask = (request) => {
    if (broken) return Promise.reject(broken);
    const id = (next += 1);
    return new Promise<Row[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  };
  return { ask, fail };
}

function started(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`the embedded database's thread exited (${code}) before it opened`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: ThreadReady) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.ready) resolve();
      else reject(new Error(`the embedded database could not be opened: ${message.message}`));
    });
  });
}

/** Opens (creating it the first time) the database in `dir`; `memory://` keeps it in memory. */
export async function openEmbedded(dir: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockFolder(dir);
  const worker = new Worker(threadFile, { workerData: { dir } });
  try {
    await started(worker);
  } catch (error) {
    unlock();
    await worker.terminate();
    throw error;
  }
  const { ask, fail } = connect(worker);
  const direct: Sql = {
    query: (text, params = []) => ask({ op: 'query', text, params: [...params] }),
    exec: async (script) => void (await ask({ op: 'exec', text: script })),
  };
  // One connection: a transaction's statements must not interleave with anyone else's, so every
  // use waits for the one before it to finish.
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = tail.then(work, work);
    tail = turn.catch(() => undefined);
    return turn;
  };
  let closed = false;
  return {
    kind: 'embedded',
    query: (text, params) => inTurn(() => direct.query(text, params)),
    exec: (script) => inTurn(() => direct.exec(script)),
    transaction: (work) =>
      inTurn(async () => {
        await direct.exec('BEGIN');
        try {
          const result = await work(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          await direct.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await inTurn(() => ask({ op: 'close' })).catch(() => undefined);
        fail(new Error('the embedded database is closed'));
        await worker.terminate();
      } finally {
        unlock();
      }
    },
  };
}
