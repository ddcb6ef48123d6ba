// A server stopped while its database is still opening (the embedded one takes seconds on a busy
// machine) lets the opening finish and then closes the database, rather than giving up at the
// other parts' bound and exiting with the folder half made.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '../config/index.ts';
import { runShutdownHooks } from '../server/shutdown-hooks.ts';
import type { Database } from './db/sql.ts';
import { forgetHelpInsights, helpInsights } from './instance.ts';

const slowOpen = vi.hoisted(() => ({ ms: 0, closed: false }));

vi.mock('./db/open.ts', () => ({
  openDatabase: () =>
    new Promise<Database>((resolve) =>
      setTimeout(
        () =>
          resolve({
            kind: 'embedded',
            query: async () => [],
            exec: async () => undefined,
            transaction: async () => {
              throw new Error('not in this test');
            },
            close: async () => void (slowOpen.closed = true),
          }),
        slowOpen.ms,
      ),
    ),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  forgetConfig();
  forgetHelpInsights();
});

describe('the help insights database at shutdown', () => {
  it('is let finish opening and then closed, past the other parts’ bound', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('REDIS_URL', '');
    forgetConfig();
    const defaultLimitMs = 200;
    slowOpen.ms = defaultLimitMs * 4;
    const { store } = helpInsights('/nonexistent-site-root');
    void store.start().catch(() => undefined);

    const results = await runShutdownHooks(defaultLimitMs);
    expect(results).toEqual([{ name: 'help insights database' }]);
    expect(slowOpen.closed).toBe(true);
  });
});
