// Applies the SQL files of ./migrations in order, each once, each in a transaction of its own
// under an advisory lock, so that several instances or operators running it at once apply each
// file once. schema_migrations records what was applied, with a checksum: a file changed after
// it was applied is refused, since the databases that ran the old text would differ from new ones.
// Node runs this module as it is (scripts/, scripts/serve.ts); Next's bundles never load it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { advisoryLocks, type Database, type Sql } from './db/sql.ts';

export type Migration = { version: number; name: string; sql: string; checksum: string };

export const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url));

const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The migrations of `folder`, by version: 0001_… first, with no number missing or repeated. */
export function readMigrations(folder: string = migrationsFolder): Migration[] {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return files.map((file, index) => {
    const match = fileName.exec(file);
    if (!match)
      throw new Error(`${file}: a migration is named NNNN_words.sql, e.g. 0002_add_index.sql`);
    const version = Number(match[1]);
    if (version !== index + 1) throw new Error(`${file}: expected version ${index + 1} here`);
    const sql = readFileSync(join(folder, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    return { version, name: match[2] ?? '', sql, checksum };
  });
}

const ledger = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/** Applies the first migration not applied yet; its version, or null when none is left. */
async function applyNext(sql: Sql, migrations: readonly Migration[]): Promise<number | null> {
  await sql.query('SELECT pg_advisory_xact_lock($1)', [advisoryLocks.migrate]);
  await sql.exec(ledger);
  const rows = await sql.query('SELECT version, checksum FROM schema_migrations');
  const applied = new Map(rows.map((row) => [Number(row.version), String(row.checksum)]));
  for (const migration of migrations) {
    const checksum = applied.get(migration.version);
    if (checksum === undefined) {
      await sql.exec(migration.sql);
      await sql.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      return migration.version;
    }
    if (checksum !== migration.checksum) {
      throw new Error(
        `migration ${migration.version} (${migration.name}) was changed after it was applied: add a new migration instead`,
      );
    }
  }
  return null;
}

/** Brings the database up to the last migration; the versions it applied now. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = readMigrations(),
): Promise<number[]> {
  const applied: number[] = [];
  for (;;) {
    const version = await db.transaction((sql) => applyNext(sql, migrations));
    if (version === null) return applied;
    applied.push(version);
  }
}
