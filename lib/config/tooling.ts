// What only the tests and the benchmarks read, from the environment of the command that runs
// them (never from .env.local). Listed here so that the list of variables is complete; the
// site never reads them, and `npm start` does not check them.
import { z } from 'zod';
import { setting, type Values } from './setting.ts';
import { count, flag, httpUrl, port, redisUrl, text, words } from './values.ts';

const throttling = z.enum(['simulate', 'devtools'], {
  error: 'expected simulate or devtools',
});

export const toolingVariables = {
  CI: setting(text),
  BUILD_TYPECHECK: setting(flag, { default: '1' }),
  PLAYWRIGHT_CHROMIUM_PATH: setting(text, { default: '/usr/bin/chromium' }),
  TEST_REDIS_URL: setting(redisUrl),
  WRITE_RELEASES_SCHEMA: setting(flag),
  E2E_PORT: setting(port, { default: '3100' }),
  E2E_CONTENT_PORT: setting(port, { default: '4110' }),
  E2E_SEED_DIR: setting(text),
  E2E_CONTENT_ORIGIN: setting(httpUrl('http://127.0.0.1:4110')),
  E2E_REVALIDATE_SECRET: setting(text, { secret: true }),
  E2E_PREVIEW_SECRET: setting(text, { secret: true }),
  E2E_PREVIEW_TOKEN: setting(text, { secret: true }),
  E2E_AI_API_TOKEN: setting(text, { secret: true }),
  E2E_TONGJI_ID: setting(text),
  LOAD_TEST_DURATION_S: setting(count('seconds'), { default: '60' }),
  LOAD_TEST_CONNECTIONS: setting(count('connections'), { default: '64' }),
  BENCH_DURATION_S: setting(count('seconds')),
  BENCH_CONNECTIONS: setting(count('connections'), { default: '32' }),
  BENCH_WEBHOOK_ROUNDS: setting(count('rounds', { min: 20 }), { default: '20' }),
  BENCH_GROWTH_REDIS: setting(flag),
  BENCH_WEB_RUNS: setting(count('runs'), { default: '3' }),
  BENCH_WEB_PAGES: setting(words),
  BENCH_WEB_PORT: setting(port),
  BENCH_WEB_BARE_PORT: setting(port),
  BENCH_WEB_CONTENT_PORT: setting(port),
  BENCH_WEB_BUILD: setting(flag, { default: '1' }),
  BENCH_WEB_THROTTLING: setting(throttling, { default: 'simulate' }),
};

export function toolingConfig(values: Values<typeof toolingVariables>) {
  return {
    /** Set by CI services: the runners report to files and refuse `.only`. */
    ci: values.CI !== undefined,
    /** Whether `next build` checks the types; the test build leaves it to `npm run check`. */
    buildTypecheck: values.BUILD_TYPECHECK,
    chromiumPath: values.PLAYWRIGHT_CHROMIUM_PATH,
    /** A Redis of the developer's for the unit tests; undefined: a private redis-server. */
    testRedisUrl: values.TEST_REDIS_URL,
    /** Rewrite content-schema's generated releases schema instead of comparing it. */
    writeReleasesSchema: values.WRITE_RELEASES_SCHEMA === true,
    e2e: {
      port: values.E2E_PORT,
      contentPort: values.E2E_CONTENT_PORT,
      seedDir: values.E2E_SEED_DIR,
      contentOrigin: values.E2E_CONTENT_ORIGIN,
      revalidateSecret: values.E2E_REVALIDATE_SECRET,
      previewSecret: values.E2E_PREVIEW_SECRET,
      previewToken: values.E2E_PREVIEW_TOKEN,
      aiApiToken: values.E2E_AI_API_TOKEN,
      tongjiId: values.E2E_TONGJI_ID,
    },
    load: { durationS: values.LOAD_TEST_DURATION_S, connections: values.LOAD_TEST_CONNECTIONS },
    bench: {
      /** Undefined: each bench's own (15 s per page for npm run bench, 3 s a round for growth). */
      durationS: values.BENCH_DURATION_S,
      connections: values.BENCH_CONNECTIONS,
      webhookRounds: values.BENCH_WEBHOOK_ROUNDS,
      growthRedis: values.BENCH_GROWTH_REDIS === true,
      web: {
        runs: values.BENCH_WEB_RUNS,
        /** Names of the pages to load; empty: all. */
        pages: values.BENCH_WEB_PAGES ?? [],
        sitePort: values.BENCH_WEB_PORT,
        barePort: values.BENCH_WEB_BARE_PORT,
        contentPort: values.BENCH_WEB_CONTENT_PORT,
        build: values.BENCH_WEB_BUILD,
        throttling: values.BENCH_WEB_THROTTLING,
      },
    },
  };
}
