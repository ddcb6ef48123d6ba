// The closing lines of `.ci/run`, from the runners' JSON reports: the overall count, then every
// failed test by name with the first line of its error. CI keeps only the tail of a run's output,
// so a failure must be named there, not only where its runner printed it minutes earlier.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What Vitest's JSON reporter writes, as far as the summary reads it. */
export type VitestReport = {
  success: boolean;
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

type PlaywrightSuite = {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
};

/** What Playwright's JSON reporter writes, as far as the summary reads it. */
export type PlaywrightReport = {
  stats: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: { message: string }[];
  suites: PlaywrightSuite[];
};

export type Reports = {
  vitest: Record<string, VitestReport | null>;
  playwright: PlaywrightReport | null;
};

/** At most this many failures are named; a run with more has a cause the first ones show. */
const namedFailures = 20;

// Reporters colour and indent their messages; one plain line is what a tail can show.
const firstLine = (text: string | undefined) =>
  (text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? 'no message';

function vitestFailures(project: string, report: VitestReport, root: string): string[] {
  const failures: string[] = [];
  for (const file of report.testResults) {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(
        `${project}: ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    // A file can fail outside its tests: a hook, an import, an unhandled error.
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`${project}: ${name}: ${firstLine(file.message)}`);
    }
  }
  return failures;
}

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  const failures: string[] = [];
  // A file's own suite is titled by its path, which each spec names already.
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.map((result) => result.error?.message).find(Boolean);
        const title = [...titles, spec.title].join(' › ');
        failures.push(
          `browser [${test.projectName}]: ${spec.file}:${spec.line} › ${title}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return failures;
}

/** The closing lines: the count and any runner that stopped short, then each failure. */
export function summarise({ vitest, playwright }: Reports, root: string): string[] {
  const runs = Object.values(vitest).filter((run): run is VitestReport => run !== null);
  const sum = (key: 'numPassedTests' | 'numFailedTests' | 'numPendingTests' | 'numTodoTests') =>
    runs.reduce((total, run) => total + (run[key] ?? 0), 0);
  const stats = playwright?.stats ?? {};
  const passed = sum('numPassedTests') + (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = sum('numFailedTests') + (stats.unexpected ?? 0);
  const skipped = sum('numPendingTests') + sum('numTodoTests') + (stats.skipped ?? 0);

  // A runner that stopped before its tests (a port in use, a failed set-up) counts none: say so.
  const stops: string[] = [];
  for (const [name, run] of Object.entries(vitest)) {
    if (!run) stops.push(`no report from the ${name} tests`);
    else if (!run.success && !run.numFailedTests)
      stops.push(`${name} tests: an error outside a test`);
  }
  if (!playwright) stops.push('no report from the browser tests');
  const [browserError] = playwright?.errors ?? [];
  if (browserError) stops.push(`browser tests: ${firstLine(browserError.message)}`);

  const failures = [
    ...Object.entries(vitest).flatMap(([name, run]) =>
      run ? vitestFailures(name, run, root) : [],
    ),
    ...playwrightFailures(playwright?.suites ?? []),
  ];
  const named = failures.slice(0, namedFailures).map((failure) => `failed: ${failure}`);
  if (failures.length > namedFailures) named.push(`… and ${failures.length - namedFailures} more`);
  return [
    [`${passed} passed, ${failed} failed, ${skipped} skipped`, ...stops].join('; '),
    ...named,
  ];
}

function readReport<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Reads the reports that `.ci/run`'s steps write under `reports/`. */
export function readReports(root: string): Reports {
  const reports = join(root, 'reports');
  return {
    vitest: Object.fromEntries(
      ['unit', 'integration', 'own-sites'].map((name) => [
        name,
        readReport<VitestReport>(join(reports, `${name}.json`)),
      ]),
    ),
    playwright: readReport<PlaywrightReport>(join(reports, 'e2e.json')),
  };
}

if (import.meta.main) {
  const root = process.cwd();
  for (const line of summarise(readReports(root), root)) console.info(line);
}
