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
// The site never runs tools/ (benchmarks, load test, test and process helpers) nor e2e/ (the
// browser specs): product code imports neither, its tests may use tools/testing/, and only the
// specs import from e2e/ (tools/import-graph.test.ts also catches dynamic imports). The HTTP
// tests of integration/, like the specs, test the running site with any of tools/.
const fromE2e = {
  regex: '^(#|(\\.\\.?/)+)e2e/',
  message: 'Only e2e/ imports from e2e/: move a helper that others need into tools/.',
};
const fromTools = {
  regex: '^(#|(\\.\\.?/)+)tools/',
  message: 'The site never runs tools/: product code must not import it.',
};
const fromToolsButTesting = {
  regex: '^(#|(\\.\\.?/)+)tools/(?!testing/)',
  message: 'Tests of product code may import tools/testing/ only.',
};
// Next's private modules change without notice between versions (the site pins `next` exactly):
// every use of them lives in lib/next-internals/, whose contract test checks each against the
// installed Next.
const nextInternals = 'lib/next-internals/**';
const nextDist = {
  group: ['next/dist', 'next/dist/*'],
  message: 'Use Next internals through lib/next-internals/, where its contract test checks them.',
};
// The same path in any other string: require(), import.meta.resolve(), an import() type (a
// selector's regular expression cannot hold `/`: \u002F).
const nextDistPath = {
  selector:
    'Literal[value=/^next\\u002Fdist(\\u002F|$)/]:not(ImportDeclaration > Literal, ExportNamedDeclaration > Literal, ExportAllDeclaration > Literal)',
  message: nextDist.message,
};
// The same for lib/next-internals/, whose Next paths run through a `components/` folder of Next's.
const upwardFromInternals = {
  ...upward,
  group: ['\\#components/*', '\\#app/*', '../../components/*', '../../app/*'],
};
const productCode = [
  'app/**',
  'components/**',
  'content-schema/**',
  'content-service/**',
  'lib/**',
  'scripts/**',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
];
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts'];
/**
 * One rule holds every restriction, so each block below names all that apply to its files; only
 * lib/next-internals/ is let through to `next/dist` (`allowNextDist`).
 */
const restrict = (...patterns) => allowNextDist(nextDist, ...patterns);
const allowNextDist = (...patterns) => ({
  'no-restricted-imports': ['error', { paths: [nextLink], patterns: [climbing, ...patterns] }],
});

// Settings are read in one place, lib/config, which validates every variable and lists it.
const environment = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read settings through config() from lib/config; add a new variable there.',
};
// What reads the environment for itself: lib/config, the tests (which set it), and the
// Playwright config, which hands the test settings to its workers through it.
const ownEnvironment = ['lib/config/**', ...tests, 'playwright.config.ts'];

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
      ...restrict(),
    },
  },
  { ignores: ['e2e/**'], rules: restrict(fromE2e) },
  { files: productCode, ignores: tests, rules: restrict(fromE2e, fromTools) },
  {
    files: tests,
    ignores: ['e2e/**', 'integration/**', 'tools/**'],
    rules: restrict(fromE2e, fromToolsButTesting),
  },
  // lib/ is the layer below the interface: it never reaches up into components/ or app/.
  { files: ['lib/**'], ignores: tests, rules: restrict(upward, fromE2e, fromTools) },
  {
    files: ['lib/**/*.test.ts', 'lib/**/*.test.tsx'],
    rules: restrict(upward, fromE2e, fromToolsButTesting),
  },
  {
    files: [nextInternals],
    ignores: tests,
    rules: allowNextDist(upwardFromInternals, fromE2e, fromTools),
  },
  {
    files: [`${nextInternals}/*.test.ts`],
    rules: allowNextDist(upwardFromInternals, fromE2e, fromToolsButTesting),
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    // This file names the path to refuse it.
    ignores: [...ownEnvironment, nextInternals, 'eslint.config.mjs'],
    rules: { 'no-restricted-syntax': ['error', environment, nextDistPath] },
  },
  {
    files: ownEnvironment,
    ignores: [nextInternals],
    rules: { 'no-restricted-syntax': ['error', nextDistPath] },
  },
  {
    files: [nextInternals],
    ignores: ownEnvironment,
    rules: { 'no-restricted-syntax': ['error', environment] },
  },
  globalIgnores([
    '.next*/**',
    // The releases of scripts/package.ts.
    'release*/**',
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
