// The one small interface the feature's SQL runs through, so that the same statements and the
// same migrations run on a PostgreSQL server (./postgres.ts) and on the embedded PGlite
// (./embedded.ts). Rows come back as the driver reads them: the statements cast what they return
// (`::int`, `::text`), since the two drivers read bigint and date columns differently.

export type Row = Record<string, unknown>;

export interface Sql {
  /** One statement with `$1`… parameters: its rows. */
  query(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters, as one script (a migration). */
  exec(script: string): Promise<void>;
}

export type DatabaseKind = 'postgres' | 'embedded';

export interface Database extends Sql {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction on one connection: committed when it resolves, else rolled back. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A key for pg_advisory_xact_lock: one per job that several instances could run at once. */
export const advisoryLocks = { migrate: 7_126_001, retention: 7_126_002 } as const;
