// Serves the test site for one runner: `node tools/process/test-site.ts <name>` builds and
// packages it if the sources changed (./test-build.ts), unpacks the release into a folder of the
// runner's own outside the repository and runs the release's start command there,
// `node <release>/scripts/start.ts`, with the test settings the runner put in the environment
// (./web-server.ts): what ships is what the tests test. The Playwright web server and the HTTP
// tests' global set-up start it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { config } from '#lib/config/index.ts';
import { releaseStartArgs, releaseTarball, unpackRelease } from './release-copy.ts';
import { ensureTestBuild } from './test-build.ts';
import { bareEnv, inherited } from './project-copy.ts';
import { e2eBuildDir, e2eEnvNames, servedRelease } from './web-server.ts';

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
// A server regenerates pages into the build it serves: each runner serves a copy of its own.
const release = unpackRelease(
  releaseTarball(e2eBuildDir),
  servedRelease(name, config(env).site.port),
);
console.info(`test-site: serving the release unpacked in ${release}`);

const child = spawn(process.execPath, releaseStartArgs(release), {
  cwd: release,
  // The release's server runs in production mode whatever NODE_ENV says; the types want it named.
  // No edge keeps connections to the test site open: it stops without the drain's delay, so that
  // this removes the release before whoever stopped it gives up waiting.
  env: { NODE_ENV: 'production', ...env, NEXT_DIST_DIR: e2eBuildDir, SERVER_DRAIN_DELAY_MS: '0' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
// A runner killed outright (SIGKILL, a closed terminal) tells nobody: once this process is handed
// to another parent, its server stops, so that no later run finds a stale site on its port.
const runner = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === runner) return;
  clearInterval(orphaned);
  console.info('test-site: the runner that started this site is gone; stopping it');
  child.kill('SIGTERM');
}, 1000);
child.on('exit', (code, signal) => {
  clearInterval(orphaned);
  rmSync(release, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
