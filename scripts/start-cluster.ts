// `npm run start:cluster`: the production layout on one machine. The embedded content service
// (unless CONTENT_API_BASE names one), two `next start` instances sharing one Redis, each on a
// copy of the build of its own, and nginx with deploy/nginx/site.conf in front of them on PORT.
// Ctrl-C (SIGINT) or SIGTERM stops everything it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDir } from '#lib/build-dir.ts';
import { refreshBuildCopy } from '#lib/build-copy.ts';
import { checkProductionConfig } from '#lib/config/check.ts';
import { config } from '#lib/config/index.ts';
import { clusterSettings, instanceBuildDir } from '#lib/edge/cluster-settings.ts';
import { edgeClientHeader, hopSocketIn, renderEdgeConf } from '#lib/edge/nginx-conf.ts';
import { findNginx, missingNginxMessage, type Nginx, startNginx } from '#lib/edge/nginx-process.ts';
import { redisAnswers, redisMissingMessage } from '#lib/edge/redis-ping.ts';
import { log } from '#lib/log.ts';
import {
  contentServiceSettings,
  startContentService,
  superviseContentService,
} from './content-process.ts';
import { loadEnvFiles } from './env-files.ts';
import { hasProductionBuild, portInUse, portInUseMessage } from './start-checks.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
loadEnvFiles(root, 'production');

function fail(message: string): never {
  log.error(`cluster: ${message}`);
  process.exit(1);
}

// Each instance checks its settings too, but only once the edge and the content service run.
const { errors } = checkProductionConfig();
for (const error of errors) log.error(`cluster: configuration: ${error}`);
if (errors.length > 0) process.exit(1);

const settings = (() => {
  try {
    return clusterSettings(root);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const nginxBinary = findNginx() ?? fail(missingNginxMessage);
if (!(await redisAnswers(settings.redisUrl))) fail(redisMissingMessage(settings.redisUrl));
for (const [port, variable] of [
  [settings.edgePort, 'PORT'],
  ...settings.instancePorts.map((port) => [port, 'CLUSTER_INSTANCE_PORTS'] as const),
] as const) {
  if (await portInUse(port)) fail(portInUseMessage(port, variable));
}

// eslint-disable-next-line no-restricted-syntax -- handed to the child process as it is
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawn(command, args, { cwd: root, env, stdio: 'inherit' });
}

const built = buildDir();
if (!hasProductionBuild(root, built)) {
  log.info(`cluster: no build in ${built} yet: running npm run build (a few minutes)`);
  const build = run('npm', ['run', 'build']);
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) fail(`npm run build exited with ${code}`);
}

// Everything started from here on, stopped in the reverse order on the way out.
const stops: (() => Promise<void>)[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  stopping = true;
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  log.info('cluster: stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll(0));
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

if (config().content.embedded) {
  const service = contentServiceSettings(root);
  const started = await startContentService(service).catch((error: Error) => fail(error.message));
  if (started) stops.push(superviseContentService(started, service).stop);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

async function startInstance(port: number, index: number): Promise<void> {
  // Two servers writing regenerated pages into one build folder could each read the other's
  // half-written files: each instance gets a copy (kept while the build is the same).
  const folder = instanceBuildDir(built, index);
  if (refreshBuildCopy(join(root, built), join(root, folder))) {
    log.info(`cluster: copied ${built} to ${folder} for instance ${index + 1}`);
  }
  const child = run(process.execPath, ['scripts/with-content.ts', 'next', 'start'], {
    // eslint-disable-next-line no-restricted-syntax -- handed to the instance as it is
    ...process.env,
    PORT: String(port),
    NEXT_DIST_DIR: folder,
    REDIS_URL: settings.redisUrl,
    TRUST_PROXY_HEADER: edgeClientHeader,
  });
  stops.push(() => {
    child.kill('SIGTERM');
    return exited(child);
  });
  child.once('exit', (code) => {
    if (!stopping) log.error(`cluster: instance ${index + 1} on port ${port} exited`, { code });
  });
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) return stopAll(1);
    if (await answers(`http://127.0.0.1:${port}/robots.txt`)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log.error(`cluster: instance ${index + 1} did not answer on port ${port} within 120 s`);
  return stopAll(1);
}

await Promise.all(settings.instancePorts.map(startInstance));

const nginx: Nginx = await startNginx({
  binary: nginxBinary,
  prefix: settings.edgePrefix,
  port: settings.edgePort,
  conf: renderEdgeConf({
    listen: String(settings.edgePort),
    serverNames: settings.serverNames,
    upstreams: settings.instancePorts.map((port) => `127.0.0.1:${port}`),
    hop: hopSocketIn(resolve(settings.edgePrefix)),
  }),
}).catch((error: Error) => {
  log.error(`cluster: ${error.message}`);
  return stopAll(1);
});
stops.push(nginx.stop);
void nginx.exited.then((code) => {
  if (!stopping) log.error('cluster: nginx exited', { code });
});

log.info(`cluster: ready on http://localhost:${settings.edgePort}`, {
  edge: `http://localhost:${settings.edgePort}`,
  instances: settings.instancePorts.map((port) => `http://127.0.0.1:${port}`),
  redis: settings.redisUrl,
  nginxPid: nginx.pid,
  edgeLogs: join(settings.edgePrefix, 'logs'),
});
