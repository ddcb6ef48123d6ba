import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // In CI a JSON report beside the console one lets .ci/run print the overall count.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/unit.json' }]]
      : ['default'],
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next*/**', 'e2e/**'],
    // A private redis-server for the tests that need Redis, unless TEST_REDIS_URL names one.
    globalSetup: ['./tools/testing/redis-global-setup.ts'],
    typecheck: {
      include: ['**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    alias: {
      // Next resolves `server-only` to an empty module on the server; so do the unit tests.
      'server-only': new URL('./tools/testing/server-only.ts', import.meta.url).pathname,
    },
  },
});
