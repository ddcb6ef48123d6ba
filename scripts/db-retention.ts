// `npm run db:retention` (in a release: `node scripts/db-retention.ts`): rolls the raw feedback
// and search events older than INSIGHTS_RETENTION_DAYS up into daily counts and deletes them, as
// the site does at start and daily (lib/help-insights/retention.ts).
import { fileURLToPath } from 'node:url';
import { config } from '#lib/config/index.ts';
import { openCommandDatabase } from '#lib/help-insights/command-database.ts';
import { dayOf } from '#lib/help-insights/day.ts';
import { applyRetention } from '#lib/help-insights/retention.ts';
import {
  appliedSchemaVersion,
  outdatedSchemaMessage,
  schemaVersion,
} from '#lib/help-insights/schema.ts';
import { loadEnvFiles } from './env-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadEnvFiles(root, 'production');

try {
  const { database } = config();
  const { db, where } = await openCommandDatabase(root);
  try {
    const applied = await appliedSchemaVersion(db);
    if (applied < schemaVersion) throw new Error(outdatedSchemaMessage(applied));
    const result = await applyRetention(db, {
      today: dayOf(Date.now(), database.timeZone),
      retentionDays: database.retentionDays,
    });
    console.info(
      `db:retention: ${where}: events before ${result.before} rolled up and deleted: ${result.feedback} answers, ${result.searches} searches; ${result.visitorKeys} old visitor keys deleted`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`db:retention: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
