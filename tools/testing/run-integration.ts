// `npm run test:integration`: the HTTP tests' two Vitest projects side by side, as two runs. One
// Vitest run keeps a project whose files go one at a time (`integration`, which shares one site)
// for a group of its own after every other, so its files would wait for the last of `own-sites`,
// whose files spend much of their time waiting on the faults, drains and timeouts they cause. The
// test build is made first, once (./build-global-setup.ts), so that neither run builds it while
// the other reads it. Arguments (file filters) go to both runs; each writes its own JSON report.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import setupBuild from './build-global-setup.ts';

const root = new URL('../..', import.meta.url).pathname;
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const filters = process.argv.slice(2);

function runProject(project: string): Promise<number> {
  const args = [
    vitest,
    'run',
    '--project',
    project,
    // A filter may name files of one project only.
    '--passWithNoTests',
    `--outputFile.json=reports/${project}.json`,
    ...filters,
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`run-integration: ${project}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

await setupBuild();
const codes = await Promise.all(['integration', 'own-sites'].map(runProject));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
