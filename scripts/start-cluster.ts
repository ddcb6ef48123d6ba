// `npm run start:cluster`: the production layout on one machine. The embedded content service
// (unless CONTENT_API_BASE names one), two instances of the production server (scripts/start.ts)
// sharing one Redis, each on a copy of the build of its own, and nginx with
// deploy/nginx/site.conf in front of them on PORT. Ctrl-C (SIGINT) or SIGTERM stops everything
// it started.
//
// SIGHUP restarts the instances one at a time, without a failed request: each is taken out of the
// edge (nginx reloaded with it `down`), sent SIGTERM and drains (lib/server/drain.ts) while the
// edge sends its visitors to the other, is put back once ready, starts again on a
// fresh copy of the build (so `npm run build` then SIGHUP rolls a new build out), and is waited
// for until its /api/ready answers 200. `npm run start:cluster -- --restart` sends that SIGHUP to
// the cluster running from this folder (its pid is in the edge's folder, cluster.pid), as does
// `kill -HUP <pid>` with the pid its ready line names.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDir } from '#lib/build-dir.ts';
import { checkProductionConfig } from '#lib/config/check.ts';
import { config } from '#lib/config/index.ts';
import { clusterSettings } from '#lib/edge/cluster-settings.ts';
import { hopSocketIn, renderEdgeConf } from '#lib/edge/nginx-conf.ts';
import { findNginx, missingNginxMessage, type Nginx, startNginx } from '#lib/edge/nginx-process.ts';
import { redisAnswers, redisMissingMessage } from '#lib/edge/redis-ping.ts';
import { log } from '#lib/log.ts';
import { type ClusterInstance, clusterInstance } from './cluster-instance.ts';
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
const pidFile = join(settings.edgePrefix, 'cluster.pid');

if (process.argv.includes('--restart')) {
  const pid = (() => {
    try {
      return Number(readFileSync(pidFile, 'utf8').trim());
    } catch {
      return fail(`no cluster is running from here (${pidFile} is missing)`);
    }
  })();
  try {
    process.kill(pid, 'SIGHUP');
  } catch {
    fail(`the cluster of ${pidFile} (pid ${pid}) is not running`);
  }
  log.info(`cluster: asked the cluster (pid ${pid}) to restart its instances one at a time`);
  process.exit(0);
}

const nginxBinary = findNginx() ?? fail(missingNginxMessage);
if (!(await redisAnswers(settings.redisUrl))) fail(redisMissingMessage(settings.redisUrl));
// With METRICS_PORT, each instance has an operator's port of its own: that one and the next.
const { metrics } = config().serving;
const operatorPorts = settings.instancePorts.map((_, index) =>
  metrics.port === undefined ? undefined : metrics.port + index,
);
for (const [port, variable] of [
  [settings.edgePort, 'PORT'],
  ...settings.instancePorts.map((port) => [port, 'CLUSTER_INSTANCE_PORTS'] as const),
  ...operatorPorts.flatMap((port) => (port === undefined ? [] : [[port, 'METRICS_PORT'] as const])),
] as const) {
  if (await portInUse(port)) fail(portInUseMessage(port, variable));
}

const built = buildDir();
if (!hasProductionBuild(root, built)) {
  log.info(`cluster: no build in ${built} yet: running npm run build (a few minutes)`);
  const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) fail(`npm run build exited with ${code}`);
}

// Everything started from here on, stopped in the reverse order on the way out.
const stops: (() => Promise<void>)[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  stopping = true;
  rmSync(pidFile, { force: true });
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  log.info('cluster: stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll(0));
}
// Taken from the start, so that an early one does not end the cluster (SIGHUP's default).
let started = false;
let restarting = false;
process.on('SIGHUP', () => {
  if (started) void rollingRestart();
  else log.warn('cluster: SIGHUP ignored: the cluster is still starting');
});

if (config().content.embedded) {
  const service = contentServiceSettings(root);
  const started = await startContentService(service).catch((error: Error) => fail(error.message));
  if (started) stops.push(superviseContentService(started, service).stop);
}

const instances: ClusterInstance[] = settings.instancePorts.map((port, index) =>
  clusterInstance({
    root,
    index,
    port,
    built,
    // The edge runs on this machine: its X-Real-IP and X-Request-Id are believed.
    env: {
      REDIS_URL: settings.redisUrl,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...(operatorPorts[index] === undefined ? {} : { METRICS_PORT: String(operatorPorts[index]) }),
    },
    onUnexpectedExit: (code) => {
      if (!stopping) log.error(`cluster: instance ${index + 1} on port ${port} exited`, { code });
    },
  }),
);
stops.push(() => Promise.all(instances.map((each) => each.stop())).then(() => undefined));
await Promise.all(instances.map((each) => each.start())).catch((error: Error) => {
  log.error(`cluster: ${error.message}`);
  return stopAll(1);
});

const upstreams = settings.instancePorts.map((port) => `127.0.0.1:${port}`);
/** Instances the edge gives no requests: the one restarting, and any that failed to start. */
const outOfEdge = new Set<string>();
const edgeConf = () =>
  renderEdgeConf({
    listen: String(settings.edgePort),
    serverNames: settings.serverNames,
    upstreams,
    down: [...outOfEdge],
    hop: hopSocketIn(resolve(settings.edgePrefix)),
  });
const nginx: Nginx = await startNginx({
  binary: nginxBinary,
  prefix: settings.edgePrefix,
  port: settings.edgePort,
  conf: edgeConf(),
}).catch((error: Error) => {
  log.error(`cluster: ${error.message}`);
  return stopAll(1);
});
stops.push(nginx.stop);
void nginx.exited.then((code) => {
  if (!stopping) log.error('cluster: nginx exited', { code });
});

// An instance is taken out of the edge before it is stopped and put back once it is ready. While
// the edge still chose it, a connection could reach it just as it stopped listening and be reset
// with a request on it, which nginx never sends again when it is a POST (a drawing, a webhook).
async function rollingRestart(): Promise<void> {
  if (restarting || stopping) {
    log.warn('cluster: SIGHUP ignored: a rolling restart or a stop is under way');
    return;
  }
  restarting = true;
  log.info('cluster: rolling restart: one instance at a time', { instances: instances.length });
  try {
    for (const [index, instance] of instances.entries()) {
      if (stopping) return;
      const upstream = upstreams[index] ?? '';
      outOfEdge.add(upstream);
      await nginx.reload(edgeConf()).catch((error: unknown) => {
        outOfEdge.delete(upstream);
        throw error;
      });
      log.info(`cluster: instance ${index + 1}: out of the edge`);
      // One that does not start again stays out, and the rest are left as they are.
      await instance.restart();
      outOfEdge.delete(upstream);
      await nginx.reload(edgeConf());
      log.info(`cluster: instance ${index + 1}: back in the edge`);
    }
    log.info('cluster: rolling restart: done');
  } catch (error) {
    log.error('cluster: rolling restart: stopped', { cause: error });
  } finally {
    restarting = false;
  }
}
started = true;
writeFileSync(pidFile, `${process.pid}\n`);

log.info(`cluster: ready on http://localhost:${settings.edgePort}`, {
  restart: `npm run start:cluster -- --restart (or kill -HUP ${process.pid}): one instance at a time`,
  pid: process.pid,
  edge: `http://localhost:${settings.edgePort}`,
  instances: settings.instancePorts.map((port) => `http://127.0.0.1:${port}`),
  operatorPorts: operatorPorts.flatMap((port) => (port === undefined ? [] : [port])),
  redis: settings.redisUrl,
  nginxPid: nginx.pid,
  edgeLogs: join(settings.edgePrefix, 'logs'),
});
