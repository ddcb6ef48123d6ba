// What a failure of an own-sites file is read against (the servers' logs, the last visits): kept
// under reports/ once the file's tests are done, and named on the console with their first lines
// when one of the tests failed.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunnerTask, RunnerTestSuite } from 'vitest';

const reports = new URL('../../reports/', import.meta.url).pathname;

function failed(task: RunnerTask): boolean {
  if (task.result?.state === 'fail') return true;
  return 'tasks' in task && task.tasks.some(failed);
}

export type ReportPart = {
  /** The file's name is reports/<report name>-<part>.log. */
  part: string;
  lines: string[];
  /** Whether the newest line comes first (the last visits) or last (a server's log). */
  newestFirst?: boolean;
};

/**
 * Writes each part to its file; when a task of `suite` failed, prints where they are and the
 * newest `shown` lines of each.
 */
export async function keepReport(
  suite: Readonly<RunnerTestSuite>,
  name: string,
  parts: ReportPart[],
  shown = 40,
) {
  await mkdir(reports, { recursive: true });
  const written: string[] = [];
  for (const { part, lines, newestFirst } of parts) {
    const file = join(reports, `${name}-${part}.log`);
    await writeFile(file, lines.join('\n') + '\n');
    const newest = newestFirst ? lines.slice(0, shown) : lines.slice(-shown);
    written.push(
      `${file} (${lines.length} lines), the newest ${newest.length}:\n${newest.join('\n')}`,
    );
  }
  if (failed(suite)) console.error(`${suite.name} failed; see\n\n${written.join('\n\n')}`);
}
