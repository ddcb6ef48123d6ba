// The schema this code needs, and the one a database has. Migrations are SQL files in
// ./migrations (./migrate.ts applies them); the route handlers, bundled by Next, never read those
// files and know only the number below, which a unit test holds equal to the last file's.
import type { Sql } from './db/sql.ts';

/** The version of the last migration this code relies on. */
export const schemaVersion = 1;

/** The highest migration applied to the database; 0 before the first. */
export async function appliedSchemaVersion(sql: Sql): Promise<number> {
  const [present] = await sql.query(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (present?.present !== true) return 0;
  const [row] = await sql.query(
    'SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations',
  );
  return Number(row?.version ?? 0);
}

/** The one line an instance says when its database is older than its code. */
export function outdatedSchemaMessage(applied: number): string {
  return `the database's schema is version ${applied} and this code needs ${schemaVersion}: run \`npm run db:migrate\` (in a release: node scripts/db-migrate.ts); feedback is refused until then`;
}
