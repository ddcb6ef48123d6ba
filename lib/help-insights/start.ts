// What the server (scripts/serve.ts) starts, never waited for by a page: the database opened (the
// embedded one migrated to this code's schema; a server's schema checked, said in one line when
// it is older than the code), then the retention, now and every day. Node runs this module as it
// is; Next's bundles never load it (./migrate.ts reads the SQL files beside it).
import type { Log } from '../log.ts';
import { dayOf } from './day.ts';
import { openEmbedded } from './db/embedded.ts';
import { type HelpInsights, helpInsights } from './instance.ts';
import { migrate } from './migrate.ts';
import { applyRetention } from './retention.ts';
import { insightsSettings } from './settings.ts';

const day = 24 * 60 * 60 * 1000;

async function retain({ store, settings }: HelpInsights, log: Log): Promise<void> {
  try {
    const db = await store.database();
    const result = await applyRetention(db, {
      today: dayOf(Date.now(), settings.timeZone),
      retentionDays: settings.retentionDays,
    });
    if (result.feedback + result.searches > 0) {
      log.info('help insights: raw events rolled up into daily counts and deleted', { ...result });
    }
  } catch (error) {
    // An outdated schema has been said in its own line already.
    if (error instanceof Error && error.name === 'OutdatedSchema') return;
    log.error('help insights: the retention could not run; it is tried again in a day', {
      cause: error,
    });
  }
}

/** Opens the database and starts the daily retention; never throws. */
export async function startHelpInsights(root: string, log: Log): Promise<void> {
  const insights = helpInsights(root);
  const { settings, store } = insights;
  if (settings.mode === 'off') {
    log.warn(`help insights: ${settings.reason ?? 'off'}`);
    return;
  }
  try {
    await store.start(async (db) => {
      if (db.kind !== 'embedded') return;
      const applied = await migrate(db);
      if (applied.length > 0)
        log.info('help insights: the embedded database migrated', { applied });
    });
  } catch (error) {
    log.error('help insights: the database could not be opened: feedback is refused', {
      cause: error,
    });
    return;
  }
  await retain(insights, log);
  setInterval(() => void retain(insights, log), day).unref();
}

/**
 * For `next dev`, which has no server of ours to migrate the embedded database at start: migrates
 * it before Next starts (and opens it on the first request). Never throws.
 */
export async function migrateEmbeddedForDev(root: string, log: Log): Promise<void> {
  const settings = insightsSettings(root);
  if (settings.mode !== 'embedded') return;
  try {
    const db = await openEmbedded(settings.dir);
    try {
      const applied = await migrate(db);
      if (applied.length > 0)
        log.info('help insights: the embedded database migrated', { applied });
    } finally {
      await db.close();
    }
  } catch (error) {
    log.warn('help insights: the embedded database could not be migrated: feedback is refused', {
      cause: error,
    });
  }
}
