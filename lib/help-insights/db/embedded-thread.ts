// The embedded PostgreSQL's own thread (./embedded.ts starts it). PGlite runs PostgreSQL as
// WebAssembly on the thread that opens it: opening a folder, migrating it and every statement
// would otherwise hold the server's event loop, and with it every page, for as long as they take.
// Node runs this file as it is, so it imports nothing of the project.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export type ThreadRequest =
  | { id: number; op: 'query'; text: string; params: unknown[] }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'close' };

export type ThreadAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; error: { message: string; name: string; code?: string } };

export type ThreadReady = { ready: true } | { ready: false; message: string };

const port = parentPort;
if (!port) throw new Error('embedded-thread.ts runs as a worker thread of ./embedded.ts');
const { dir } = workerData as { dir: string };

function failure(error: unknown): { message: string; name: string; code?: string } {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const { code } = error as { code?: unknown };
  return {
    message: error.message,
    name: error.name,
    ...(typeof code === 'string' ? { code } : {}),
  };
}

try {
  const db = await PGlite.create(dir);
  port.on('message', (request: ThreadRequest) => {
    const answer = async (): Promise<ThreadAnswer> => {
      try {
        if (request.op === 'close') {
          await db.close();
          return { id: request.id, rows: [] };
        }
        if (request.op === 'exec') {
          await db.exec(request.text);
          return { id: request.id, rows: [] };
        }
        return { id: request.id, rows: (await db.query(request.text, request.params)).rows };
      } catch (error) {
        return { id: request.id, error: failure(error) };
      }
    };
    void answer().then((message) => port.postMessage(message));
  });
  port.postMessage({ ready: true } satisfies ThreadReady);
} catch (error) {
  port.postMessage({ ready: false, message: failure(error).message } satisfies ThreadReady);
}
