// The database the settings name: the PostgreSQL server of DATABASE_URL, else the embedded one.
import type { Log } from '../../log.ts';
import type { InsightsSettings } from '../settings.ts';
import { openEmbedded } from './embedded.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './sql.ts';

export function openDatabase(
  settings: Pick<InsightsSettings, 'url' | 'dir'>,
  log?: Log,
): Promise<Database> {
  if (settings.url) {
    return openPostgres({
      url: settings.url,
      onIdleError: (error) =>
        log?.warn('help insights: a database connection closed while idle', { cause: error }),
    });
  }
  return openEmbedded(settings.dir);
}
