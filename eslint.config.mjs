import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Internal links go through components/idle-link.tsx, which holds the prefetch policy and
// replaced next/link to keep its weight out of every page's first load.
const nextLink = { name: 'next/link', message: 'Use IdleLink or SiteLink from components/.' };
// Imports name where they live (package.json `imports`) rather than how far they climb.
const climbing = {
  group: ['../../../*'],
  message: 'Import with a #lib/, #components/, #app/… alias (package.json imports).',
};
const upward = {
  group: ['\\#components/*', '\\#app/*', '**/components/*', '**/app/*'],
  message: 'lib/ must not depend on components/ or app/: move the shared piece down into lib/.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      // A Pages Router rule; this site has only the App Router.
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': ['error', { paths: [nextLink], patterns: [climbing] }],
      // A circle of imports makes the order modules run in depend on who is loaded first. The rule
      // skips `import type`; tools/import-circles.test.ts walks those too.
      'import/no-cycle': 'error',
    },
  },
  {
    // lib/ is the layer below the interface: it never reaches up into components/ or app/.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [nextLink], patterns: [climbing, upward] }],
    },
  },
  globalIgnores([
    '.next*/**',
    // What `next build` writes beside the yardstick of `npm run bench:web`.
    'tools/bench/web/bare-next/.next*/**',
    'tools/bench/web/bare-next/next-env.d.ts',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'reports/**',
    '**/*.gen.ts',
  ]),
]);
