// Serves the test site for one runner: `node tools/process/test-site.ts <name>` builds it if
// the sources changed (./test-build.ts), copies the build to .next-e2e-<name> and runs
// `npm start` on that copy with the test settings the runner put in the environment
// (./web-server.ts). The Playwright web server and the HTTP tests' global set-up start it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { copyBuild } from '#lib/build-copy.ts';
import { ensureTestBuild } from './test-build.ts';
import { bareEnv, inherited } from './project-copy.ts';
import { e2eBuildDir, e2eEnvNames } from './web-server.ts';

const root = new URL('../..', import.meta.url).pathname;
const name = process.argv[2] ?? 'browser';
if (!/^[a-z0-9]+$/.test(name)) {
  console.error(`usage: node tools/process/test-site.ts <name: letters and digits>`);
  process.exit(2);
}

// The test settings alone, whatever else the runner's environment holds, so that every runner
// builds and serves the same site (a REDIS_URL of the developer's shell is not the test's).
const env = bareEnv(inherited(e2eEnvNames));
const built = await ensureTestBuild({ ...env, NEXT_DIST_DIR: e2eBuildDir });
console.info(`test-site: the build in ${e2eBuildDir} is ${built === 'built' ? 'new' : 'current'}`);
const served = `${e2eBuildDir}-${name}`;
copyBuild(join(root, e2eBuildDir), join(root, served));

const child = spawn('npm', ['start'], {
  cwd: root,
  // `next start` runs in production mode whatever NODE_ENV says; the types want it named.
  env: { NODE_ENV: 'production', ...env, NEXT_DIST_DIR: served },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
