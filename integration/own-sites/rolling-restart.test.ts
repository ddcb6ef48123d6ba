// `npm run start:cluster` as an operator runs it (two instances of the test build on a private
// Redis, behind the edge of deploy/nginx/site.conf), restarted one instance at a time by SIGHUP
// while a steady load runs through the edge: pages the edge keeps, addresses it never keeps (`/`
// and the help search) and signed webhooks. Not one request may fail, and each instance must
// really have been replaced by a new process.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findOnPath } from '#lib/find-on-path.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import { bareEnv, type Running, start } from '#tools/process/project-copy.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';
import { type Running as Service, startService } from '#tools/testing/content-service.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { poll } from '#tools/testing/poll.ts';
import { missingRedisMessage, startPrivateRedis } from '#tools/testing/redis-global-setup.ts';
import { keepReport } from './failure-report.ts';

const root = new URL('../..', import.meta.url).pathname;
const secret = 'rolling-restart-webhook-secret-7c2d';
/** The build folders start:cluster copies the test build to, one per instance. */
const instanceFolders = [1, 2].map((n) => join(root, `${e2eBuildDir}-instance-${n}`));

type Cluster = { edge: string; running: Running; lines: () => string[]; prefix: string };

const stops: (() => Promise<void>)[] = [];
let cluster: Cluster | undefined;

beforeAll(async () => {
  const redisServer = findOnPath('redis-server');
  if (!redisServer) throw new Error(missingRedisMessage);
  const redis = await startPrivateRedis(redisServer);
  stops.push(redis.stop);
  const service: Service = await startService({ copySeed: true });
  stops.push(service.stop);
  const prefix = mkdtempSync(join(tmpdir(), 'mantisoft-rolling-'));
  stops.push(async () => rmSync(prefix, { recursive: true, force: true }));
  const [edgePort = 0, first = 0, second = 0] = await freePorts(3);
  const edge = `http://127.0.0.1:${edgePort}`;
  let printed = '';
  // `exec`: the shell becomes the cluster, whose pid the test sends SIGHUP.
  const running = start(
    'exec node scripts/start-cluster.ts',
    root,
    bareEnv({
      PORT: String(edgePort),
      CLUSTER_INSTANCE_PORTS: `${first},${second}`,
      EDGE_PREFIX: prefix,
      REDIS_URL: redis.url,
      NEXT_DIST_DIR: e2eBuildDir,
      SITE_URL: edge,
      CONTENT_API_BASE: service.origin,
      CONTENT_PUBLIC_ORIGIN: service.origin,
      REVALIDATE_SECRET: secret,
      // Ten searches a second for minutes, all one visitor to the instances: past the site's
      // own limit of the search, whose 429 is not what this test looks for.
      HELP_SEARCH_RATE_LIMIT: '100000',
    }),
    (text) => (printed += text),
  );
  stops.push(async () => {
    await running.stop();
    for (const folder of instanceFolders) rmSync(folder, { recursive: true, force: true });
  });
  cluster = { edge, running, prefix, lines: () => printed.split('\n').filter(Boolean) };
  await waitForLine(cluster, 'cluster: ready on', 180_000);
}, 240_000);

afterAll(async ({}, suite) => {
  try {
    if (cluster)
      await keepReport(suite, 'rolling-restart', [
        { part: 'cluster', lines: cluster.lines() },
        { part: 'edge-errors', lines: readLines(join(cluster.prefix, 'logs', 'error.log')) },
        { part: 'edge-access', lines: readLines(join(cluster.prefix, 'logs', 'access.log')) },
      ]);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
});

function readLines(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

type Entry = { msg?: string; pid?: number };

function entries(of: Cluster): Entry[] {
  return of
    .lines()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Entry);
}

function waitForLine(of: Cluster, start: string, timeout: number) {
  return poll(
    async () => entries(of),
    (all) => expect(all.map(({ msg }) => msg)).toContainEqual(expect.stringMatching(`^${start}`)),
    { message: `the cluster's line "${start}…"`, timeout },
  );
}

type Outcome = { requests: number; failures: string[] };

/** Repeats `request` until `until` settles, counting every answer and every failure. */
async function loop(
  until: Promise<unknown>,
  outcome: Outcome,
  request: (n: number) => Promise<{ label: string; status: number; expected: number[] }>,
) {
  let done = false;
  void until.finally(() => (done = true));
  for (let n = 0; !done; n += 1) {
    try {
      const { label, status, expected } = await request(n);
      if (!expected.includes(status)) outcome.failures.push(`${label}: ${status}`);
    } catch (error) {
      outcome.failures.push(`request ${n}: ${error instanceof Error ? error.message : error}`);
    }
    outcome.requests += 1;
  }
}

async function get(url: string, label: string, expected = [200]) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'manual' });
  await answer.arrayBuffer();
  return { label, status: answer.status, expected };
}

it('restarts every instance in turn on SIGHUP without failing one request', async () => {
  if (!cluster) throw new Error('the cluster did not start');
  const { edge, running } = cluster;
  const pages = ['/en', '/en/announcement', '/support', '/en/download', '/show'];
  let signalled = () => {};
  const restarted = new Promise<void>((resolve) => (signalled = resolve)).then(() =>
    waitForLine(cluster as Cluster, 'cluster: rolling restart: done', 150_000),
  );
  const outcome: Outcome = { requests: 0, failures: [] };
  const loops = [
    ...[0, 1].map((k) =>
      loop(restarted, outcome, (n) => {
        const path = pages[(n + k) % pages.length] ?? '/';
        return get(`${edge}${path}`, path);
      }),
    ),
    loop(restarted, outcome, () => get(`${edge}/`, '/')),
    // Ten searches a second at most: the edge limits each visitor to twenty.
    loop(restarted, outcome, async (n) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return get(`${edge}/api/help/search?q=laser${n}&locale=en`, '/api/help/search');
    }),
    loop(restarted, outcome, async () => {
      const answer = await fetch(`${edge}/api/revalidate`, {
        method: 'POST',
        ...signedWebhook(secret, ['showcase']),
        signal: AbortSignal.timeout(30_000),
      });
      await answer.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 250));
      return { label: 'webhook', status: answer.status, expected: [200] };
    }),
  ];
  // Load first, then the restart under it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  if (!running.pid) throw new Error('the cluster has no pid');
  process.kill(running.pid, 'SIGHUP');
  signalled();
  await restarted;
  await Promise.all(loops);

  console.info(
    `rolling restart: ${outcome.requests} requests through the edge, ${outcome.failures.length} failed`,
  );
  expect(outcome.failures).toEqual([]);
  expect(outcome.requests).toBeGreaterThan(100);
  // Each instance is a new server process: four servers were ready, each with its own pid.
  const servers = entries(cluster).filter(({ msg }) => msg === 'server: ready');
  expect(new Set(servers.map(({ pid }) => pid)).size).toBe(4);
  const messages = entries(cluster).map(({ msg }) => msg ?? '');
  const steps = messages
    .slice(messages.indexOf('cluster: rolling restart: one instance at a time'))
    .filter((msg) => /^cluster: (instance \d: |rolling|waiting)/.test(msg));
  expect(steps).toEqual([
    'cluster: rolling restart: one instance at a time',
    'cluster: instance 1: draining (SIGTERM)',
    'cluster: instance 1: exited',
    'cluster: instance 1: starting again',
    'cluster: instance 1: ready',
    'cluster: waiting 5 s for the edge to take instance 1 back',
    'cluster: instance 2: draining (SIGTERM)',
    'cluster: instance 2: exited',
    'cluster: instance 2: starting again',
    'cluster: instance 2: ready',
    'cluster: rolling restart: done',
  ]);
});
