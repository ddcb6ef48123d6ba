import { describe, expect, it } from 'vitest';
import { type PlaywrightReport, type VitestReport, summarise } from './ci-summary.ts';

const root = '/ci/main';

function vitestReport(
  files: { name: string; status?: string; message?: string; tests: [string, string, string?][] }[],
): VitestReport {
  const tests = files.flatMap((file) => file.tests);
  const count = (status: string) => tests.filter(([, s]) => s === status).length;
  return {
    success: count('failed') === 0 && files.every((file) => file.status !== 'failed'),
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped'),
    numTodoTests: 0,
    testResults: files.map((file) => ({
      name: `${root}/${file.name}`,
      status: file.status ?? (file.tests.some(([, s]) => s === 'failed') ? 'failed' : 'passed'),
      message: file.message ?? '',
      assertionResults: file.tests.map(([fullName, status, failure]) => ({
        fullName,
        status,
        failureMessages: failure ? [failure] : [],
      })),
    })),
  };
}

const browser = (status: string, error?: string): PlaywrightReport => ({
  stats: { expected: status === 'expected' ? 1 : 0, unexpected: status === 'unexpected' ? 1 : 0 },
  errors: [],
  suites: [
    {
      title: 'a11y.spec.ts',
      specs: [],
      suites: [
        {
          title: 'zh at 390 px',
          specs: [
            {
              title: '/download passes axe',
              file: 'a11y.spec.ts',
              line: 41,
              tests: [{ projectName: 'readers', status, results: [{ error: { message: error } }] }],
            },
          ],
        },
      ],
    },
  ],
});

describe('the closing lines of a CI run', () => {
  it('count every runner and name nothing when all passed', () => {
    const lines = summarise(
      {
        vitest: {
          unit: vitestReport([{ name: 'lib/a.test.ts', tests: [['a works', 'passed']] }]),
          integration: vitestReport([{ name: 'integration/b.test.ts', tests: [['b', 'passed']] }]),
        },
        playwright: browser('expected'),
      },
      root,
    );
    expect(lines).toEqual(['3 passed, 0 failed, 0 skipped']);
  });

  it('name each failed test with its project, file and the first line of its error', () => {
    const lines = summarise(
      {
        vitest: {
          unit: vitestReport([
            {
              name: 'lib/cache/store.test.ts',
              tests: [
                [
                  'the store keeps the newer entry',
                  'failed',
                  '\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n    at …',
                ],
                ['the store compresses', 'passed'],
              ],
            },
          ]),
        },
        playwright: browser('unexpected', '\nError: layout shift 0.018\n\nCall log: …'),
      },
      root,
    );
    expect(lines).toEqual([
      '1 passed, 2 failed, 0 skipped',
      'failed: unit: lib/cache/store.test.ts › the store keeps the newer entry: AssertionError: expected 1 to be 2',
      'failed: browser [readers]: a11y.spec.ts:41 › zh at 390 px › /download passes axe: Error: layout shift 0.018',
    ]);
  });

  it('name a file that failed outside its tests, and a runner that left no report', () => {
    const lines = summarise(
      {
        vitest: {
          unit: vitestReport([
            {
              name: 'lib/broken.test.ts',
              status: 'failed',
              message: 'Hook timed out in 10000ms.',
              tests: [],
            },
          ]),
          'own-sites': null,
        },
        playwright: null,
      },
      root,
    );
    expect(lines).toEqual([
      '0 passed, 0 failed, 0 skipped; unit tests: an error outside a test; no report from the own-sites tests; no report from the browser tests',
      'failed: unit: lib/broken.test.ts: Hook timed out in 10000ms.',
    ]);
  });

  it('name twenty failures and count the rest', () => {
    const tests = Array.from({ length: 23 }, (_, i): [string, string, string] => [
      `case ${i}`,
      'failed',
      'boom',
    ]);
    const lines = summarise(
      { vitest: { unit: vitestReport([{ name: 'x.test.ts', tests }]) }, playwright: null },
      root,
    );
    expect(lines).toHaveLength(22);
    expect(lines[20]).toBe('failed: unit: x.test.ts › case 19: boom');
    expect(lines[21]).toBe('… and 3 more');
  });
});
