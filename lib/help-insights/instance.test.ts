// The server's shutdown (lib/server/drain.ts runs the hooks once it has answered its last request)
// writes the searches still held and closes the embedded database, giving its folder back.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { forgetConfig } from '../config/index.ts';
import { runShutdownHooks } from '../server/shutdown-hooks.ts';
import { openEmbedded } from './db/embedded.ts';
import { FolderInUse } from './db/folder-lock.ts';
import { forgetHelpInsights, helpInsights } from './instance.ts';
import { startHelpInsights } from './start.ts';

const root = mkdtempSync(join(tmpdir(), 'help-insights-'));
afterAll(() => {
  vi.unstubAllEnvs();
  forgetConfig();
  forgetHelpInsights();
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded database of a server', () => {
  it(
    'is migrated at start, held by this process alone, and closed with what it held written at shutdown',
    { timeout: 180_000 },
    async () => {
      const log = captureLog();
      vi.stubEnv('DATABASE_DIR', 'db');
      vi.stubEnv('REDIS_URL', '');
      vi.stubEnv('DATABASE_URL', '');
      forgetConfig();
      forgetHelpInsights();
      await startHelpInsights(root, (await import('../log.ts')).log);
      expect(log.entries().map(({ msg }) => msg)).toContain(
        'help insights: the embedded database migrated',
      );
      const dir = join(root, 'db');
      await expect(openEmbedded(dir)).rejects.toBeInstanceOf(FolderInUse);

      helpInsights().searches.note('198.51.100.4', { query: 'Drain', locale: 'en', results: 2 });
      const results = await runShutdownHooks(60_000);
      expect(results).toContainEqual({ name: 'help insights database' });
      expect(existsSync(`${dir}.pid`)).toBe(false);

      const reopened = await openEmbedded(dir);
      try {
        expect(await reopened.query('SELECT query, results FROM help_search_events')).toEqual([
          { query: 'drain', results: 2 },
        ]);
      } finally {
        await reopened.close();
      }
    },
  );
});
