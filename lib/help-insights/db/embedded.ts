// The embedded PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly) in a folder of this
// instance: the default when DATABASE_URL is unset, for one instance only, since one process alone
// may open the folder. Loaded only then, and never bundled (next.config.mjs
// serverExternalPackages): it finds its WebAssembly and data files beside its own modules.
import { mkdirSync } from 'node:fs';
import { lockFolder } from './folder-lock.ts';
import type { Database, Row, Sql } from './sql.ts';

type Runner = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
  exec: (script: string) => Promise<unknown>;
};

function sqlOf(runner: Runner): Sql {
  return {
    query: async (text, params = []) => (await runner.query(text, [...params])).rows as Row[],
    exec: async (script) => void (await runner.exec(script)),
  };
}

/** Opens (creating it the first time) the database in `dir`; `memory://` keeps it in memory. */
export async function openEmbedded(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockFolder(dir);
  const db = await PGlite.create(dir).catch((error: unknown) => {
    unlock();
    throw error;
  });
  return {
    kind: 'embedded',
    ...sqlOf(db),
    transaction: (work) => db.transaction((tx) => work(sqlOf(tx))),
    close: async () => {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
