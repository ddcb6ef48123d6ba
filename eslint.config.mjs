import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
      // Internal links go through components/idle-link.tsx, which holds the prefetch policy.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use IdleLink or SiteLink from components/.' }] },
      ],
    },
  },
  globalIgnores([
    '.next*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'reports/**',
    '**/*.gen.ts',
  ]),
]);
