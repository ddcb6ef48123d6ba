// The two databases the feedback and search insights run on, for their tests: a real PostgreSQL
// server started for the test file (./private-postgres.ts) and the embedded PGlite, in memory,
// each migrated with the site's own migrations. `reset` empties the feature's tables between tests.
import { openEmbedded } from '#lib/help-insights/db/embedded.ts';
import { openPostgres } from '#lib/help-insights/db/postgres.ts';
import type { Database } from '#lib/help-insights/db/sql.ts';
import { migrate } from '#lib/help-insights/migrate.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';

export const backends = ['postgres', 'embedded'] as const;
export type Backend = (typeof backends)[number];

export const insightsTables = [
  'help_feedback',
  'help_search_events',
  'help_visitor_keys',
  'help_feedback_daily',
  'help_search_daily',
];

export type TestDatabase = {
  db: Database;
  /** The server, for a test that stops or slows it; undefined for the embedded database. */
  server?: PrivatePostgres;
  /** Empties the feature's tables. */
  reset: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A fresh, empty, unmigrated database of the kind. */
export async function emptyDatabase(
  backend: Backend,
): Promise<{ db: Database; server?: PrivatePostgres; stop: () => Promise<void> }> {
  if (backend === 'embedded') {
    const db = await openEmbedded('memory://');
    return { db, stop: () => db.close() };
  }
  const server = await startPrivatePostgres();
  const db = await openPostgres({ url: server.url });
  return {
    db,
    server,
    stop: async () => {
      await db.close().catch(() => undefined);
      await server.stop();
    },
  };
}

/** A migrated database of the kind. */
export async function testDatabase(backend: Backend): Promise<TestDatabase> {
  const opened = await emptyDatabase(backend);
  await migrate(opened.db);
  return {
    ...opened,
    reset: () => opened.db.exec(`TRUNCATE ${insightsTables.join(', ')}`),
  };
}
