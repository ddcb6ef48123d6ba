// A PostgreSQL server (DATABASE_URL) through node-postgres' pool. `pg` is loaded only when a
// server is named, and never bundled (next.config.mjs serverExternalPackages).
import type { Pool, PoolClient } from 'pg';
import type { Database, Row, Sql } from './sql.ts';

export type PostgresOptions = {
  url: string;
  /** Connections at most; the feature writes a row a request, so a few are plenty. */
  max?: number;
  /** Told of a connection that failed while idle (the server restarted), which pg would throw. */
  onIdleError?: (error: Error) => void;
};

function sqlOf(client: Pick<Pool | PoolClient, 'query'>): Sql {
  return {
    query: async (text, params = []) => (await client.query<Row>(text, [...params])).rows,
    exec: async (script) => void (await client.query(script)),
  };
}

export async function openPostgres({
  url,
  max = 5,
  onIdleError,
}: PostgresOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'mantisoft-site',
    // Bounds on what a request's own deadline leaves behind: a connection that cannot be made
    // and a statement the server never answers are given up, and their connection freed.
    connectionTimeoutMillis: 10_000,
    query_timeout: 60_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => onIdleError?.(error));
  const direct = sqlOf(pool);
  return {
    kind: 'postgres',
    ...direct,
    async transaction(work) {
      const client = await pool.connect();
      // A connection lost between two statements is an 'error' event on the client, which the
      // pool listens for only while the client is idle: unheard, it would end the process.
      const lost = (error: Error) => onIdleError?.(error);
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(sqlOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', lost);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
