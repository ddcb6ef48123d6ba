import { defineConfig } from 'vitest/config';
import { config } from './lib/config/index.ts';
import { LongestFirst } from './tools/testing/longest-first.ts';

// `unit`: everything beside the code, no server (`npm run test:unit`). The HTTP tests of
// integration/ (`npm run test:integration`) are two projects, run side by side as two Vitest runs
// (tools/testing/run-integration.ts): `integration`, against the one test site its global set-up
// starts, a file at a time; and `own-sites`, whose files start sites of their own (several
// instances, a faulty content service, a copy of the project) from the same build and never
// touch the shared one.
const serverOnly = new URL('./tools/testing/server-only.ts', import.meta.url).pathname;

export default defineConfig({
  test: {
    // In CI a JSON report beside the console one lets .ci/run print the overall count; the npm
    // scripts name a file per project (--outputFile.json).
    reporters: config().tooling.ci ? ['default', 'json'] : ['default'],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['node_modules/**', '.next*/**', 'release*/**', 'e2e/**', 'integration/**'],
          // Vitest's default, a worker per core but one, left one of two cores idle: half a unit
          // file's time is spent waiting on the servers it starts (Redis, PostgreSQL, HTTP).
          maxWorkers: 4,
          // A file's worker thread starts in a fraction of a child process's time, and the unit
          // files are many and short: the step takes a third less time and processor.
          pool: 'threads',
          // A private redis-server for the tests that need Redis, unless TEST_REDIS_URL names one.
          globalSetup: ['./tools/testing/redis-global-setup.ts'],
          // Next resolves `server-only` to an empty module on the server; so do the tests.
          alias: { 'server-only': serverOnly },
          // Limits catch a hang, not slowness: under load a file's tests take five times as long
          // as on a quiet machine, past Vitest's 5 s and 10 s defaults. So do its waits.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['./tools/testing/dom-waits.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['integration/**/*.test.ts'],
          exclude: ['integration/own-sites/**'],
          globalSetup: [
            './tools/testing/redis-global-setup.ts',
            './tools/testing/site-global-setup.ts',
          ],
          setupFiles: ['./tools/testing/fresh-connections.ts'],
          // The files share one site and some change what it serves: one file at a time.
          fileParallelism: false,
          // Limits catch a hang, not slowness: a regeneration on a busy machine takes seconds.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          alias: { 'server-only': serverOnly },
        },
      },
      {
        test: {
          name: 'own-sites',
          include: ['integration/own-sites/**/*.test.ts'],
          globalSetup: ['./tools/testing/build-global-setup.ts'],
          setupFiles: ['./tools/testing/fresh-connections.ts'],
          // Two files at once: one waits on its faults and timeouts while the other builds.
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 600_000,
          alias: { 'server-only': serverOnly },
        },
      },
    ],
  },
});
