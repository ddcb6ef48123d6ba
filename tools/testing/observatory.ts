// Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), run offline against a site of a test:
// in a process of its own, which trusts the test's certificate authority (NODE_EXTRA_CA_CERTS)
// so that its checks of HTTPS and of the redirect to it hold, as they would for a real
// certificate.
//
// Its `scan(host)` builds `http://<host>/` and `https://<host>/` from the name it is given (its
// retriever takes other ports as options, which scan() does not pass on), so a site on another
// port is scanned as "host:port", both schemes on that port: the edge sends plain HTTP on its
// HTTPS port to HTTPS (nginx's error 497), which the scan follows as it would a port-80
// redirect. The host must be a name, not an address: over TLS an address is sent without SNI,
// which the edge refuses.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inherited } from '../process/project-copy.ts';

/** The grades the Observatory gives, best first. */
export const observatoryGrades = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'F',
];

export type ObservatoryTest = { pass: boolean; result: string; scoreModifier: number };
export type ObservatoryResult = {
  grade: string;
  score: number;
  tests: Record<string, ObservatoryTest>;
};

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = `
import { scan } from '@mdn/mdn-http-observatory';
const { scan: summary, tests } = await scan(process.argv[1]);
const outcome = Object.fromEntries(Object.entries(tests).map(([name, test]) =>
  [name, { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier }]));
process.stdout.write(JSON.stringify({ grade: summary.grade, score: summary.score, tests: outcome }));
`;

/**
 * The package downloads Chromium's HSTS preload list when it is installed (a postinstall script,
 * which npm here does not run, and which needs the internet); without the list every scan
 * fails. An empty list stands in: a test's host is on no preload list.
 */
function ensurePreloadList(): void {
  const packageJson = fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory/package.json'));
  const list = join(dirname(packageJson), 'conf', 'hsts-preload.json');
  if (!existsSync(list)) writeFileSync(list, '{}\n');
}

/** Scans `host` (`name:port`), trusting the certificate authority in `authorityPath`. */
export function observatoryScan(host: string, authorityPath: string): Promise<ObservatoryResult> {
  ensurePreloadList();
  const env: Record<string, string> = {
    ...inherited(['PATH', 'HOME', 'TMPDIR']),
    NODE_EXTRA_CA_CERTS: authorityPath,
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, host],
      // Next's types declare NODE_ENV always set; the scan has no use for it.
      { cwd: root, env: env as NodeJS.ProcessEnv, timeout: 60_000, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the observatory failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as ObservatoryResult);
      },
    );
  });
}

/** Whether `grade` is `least` or better. */
export function gradeAtLeast(grade: string, least: string): boolean {
  const rank = observatoryGrades.indexOf(grade);
  return rank !== -1 && rank <= observatoryGrades.indexOf(least);
}
