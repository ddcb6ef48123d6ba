// The database as the operator's and the content team's commands open it (npm run db:migrate,
// db:retention, report:help): the server DATABASE_URL names, else the embedded folder, which they
// can open only while the site is stopped (./db/folder-lock.ts).
import { resolve } from 'node:path';
import { config, type Env } from '../config/index.ts';
import { openEmbedded } from './db/embedded.ts';
import { openPostgres } from './db/postgres.ts';
import type { Database } from './db/sql.ts';

export type CommandDatabase = { db: Database; where: string };

/** Where a URL points, without its password. */
export function describeServer(url: string): string {
  const parsed = new URL(url);
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return `PostgreSQL ${user}${parsed.host}${parsed.pathname}`;
}

export async function openCommandDatabase(root: string, env?: Env): Promise<CommandDatabase> {
  const { database } = config(env);
  if (database.url) {
    return {
      db: await openPostgres({ url: database.url, max: 2 }),
      where: describeServer(database.url),
    };
  }
  const dir = resolve(root, database.dir);
  return { db: await openEmbedded(dir), where: `the embedded database in ${dir}` };
}
