import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, emptyDatabase } from '#tools/testing/insights-databases.ts';
import type { Database } from './db/sql.ts';
import { migrate, readMigrations } from './migrate.ts';
import { appliedSchemaVersion, schemaVersion } from './schema.ts';
import { tempFolder } from '#tools/testing/temp-folder.ts';

describe('the migrations', () => {
  it('are numbered from 1 without a gap, and the code expects the last', () => {
    const migrations = readMigrations();
    expect(migrations.map(({ version }) => version)).toEqual(
      migrations.map((_, index) => index + 1),
    );
    expect(migrations.at(-1)?.version).toBe(schemaVersion);
  });

  it('refuse a folder whose files skip a number', () => {
    const folder = tempFolder('migrations');
    writeFileSync(join(folder, '0001_first.sql'), 'SELECT 1;');
    writeFileSync(join(folder, '0003_third.sql'), 'SELECT 1;');
    expect(() => readMigrations(folder)).toThrow(/0003_third.sql: expected version 2/);
  });
});

describe.for(backends)('migrating the %s database', (backend) => {
  let db: Database;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, stop } = await emptyDatabase(backend));
  }, 120_000);
  afterAll(() => stop());

  it('applies every migration once, in order, and then nothing', async () => {
    expect(await appliedSchemaVersion(db)).toBe(0);
    expect(await migrate(db)).toEqual(readMigrations().map(({ version }) => version));
    expect(await appliedSchemaVersion(db)).toBe(schemaVersion);
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query(
      "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map(({ name }) => name)).toEqual([
      'help_feedback',
      'help_feedback_daily',
      'help_search_daily',
      'help_search_events',
      'help_visitor_keys',
      'schema_migrations',
    ]);
  });

  it('applies a new migration, and refuses one changed after it was applied', async () => {
    const [first] = readMigrations();
    if (!first) throw new Error('no migration');
    const second = { version: 2, name: 'extra', sql: 'CREATE TABLE extra (a int);', checksum: 'x' };
    expect(await migrate(db, [first, second])).toEqual([2]);
    const changed = { ...second, checksum: 'y' };
    await expect(migrate(db, [first, changed])).rejects.toThrow(
      /migration 2 \(extra\) was changed after it was applied/,
    );
  });
});
