// `npm run db:migrate` (in a release: `node scripts/db-migrate.ts`): applies the feedback
// database's migrations (lib/help-insights/migrations/) to the server DATABASE_URL names, else to
// the embedded database, which the site also migrates itself at start. Safe to run at any time,
// by several at once; an instance that runs older code keeps working on the newer schema.
import { fileURLToPath } from 'node:url';
import { openCommandDatabase } from '#lib/help-insights/command-database.ts';
import { migrate, readMigrations } from '#lib/help-insights/migrate.ts';
import { appliedSchemaVersion } from '#lib/help-insights/schema.ts';
import { loadEnvFiles } from './env-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadEnvFiles(root, 'production');

try {
  const migrations = readMigrations();
  const { db, where } = await openCommandDatabase(root);
  try {
    const applied = await migrate(db, migrations);
    const version = await appliedSchemaVersion(db);
    const names = migrations.filter(({ version }) => applied.includes(version));
    console.info(
      applied.length > 0
        ? `db:migrate: ${where}: applied ${names.map(({ version, name }) => `${version} (${name})`).join(', ')}; schema version ${version}`
        : `db:migrate: ${where}: already at schema version ${version}`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
