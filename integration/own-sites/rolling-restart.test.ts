// `npm run start:cluster` as an operator runs it (two instances of the test build on a private
// Redis, behind the edge of deploy/nginx/site.conf), restarted one instance at a time by SIGHUP
// while a steady load runs through the edge: pages the edge keeps, addresses it never keeps (`/`
// and the help search), the drawing proxy's POSTs and signed webhooks. Not one request may fail, and each instance must
// really have been replaced by a new process.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drawServiceFromEnv } from '#content-service/draw-http.ts';
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
// The service's own token: the launcher refuses the demo's for a service named in AI_API_BASE.
const drawToken = 'rolling-restart-draw-token-9b4e';
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
  const service: Service = await startService({
    copySeed: true,
    draw: drawServiceFromEnv({ AI_DEMO_TOKEN: drawToken }),
  });
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
      AI_API_BASE: service.origin,
      AI_API_TOKEN: drawToken,
      REVALIDATE_SECRET: secret,
      // The drawing loop below polls far more often than a visitor's dialog.
      AI_DETAIL_RATE_LIMIT: '100000',
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
      const cause = error instanceof Error ? error.cause : undefined;
      const code = cause instanceof Error ? ` (${cause.message})` : '';
      outcome.failures.push(
        `${new Date().toISOString()} request ${n}: ${error instanceof Error ? error.message : error}${code}`,
      );
    }
    outcome.requests += 1;
  }
}

/** Requests sent again because the edge closed the kept-alive connection they were sent on. */
let resent = 0;

/**
 * fetch, and once more when the connection it was sent on closed before any answer. nginx's old
 * workers close their idle kept-alive connections when the edge reloads (as it does to take an
 * instance out and put it back), and a request may meet one just as it closes; a browser then
 * sends it again on a new connection (RFC 9112, 9.3.1), as this does. An answer that began and
 * broke off is never sent again: it counts as a failure.
 */
async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const once = () =>
    fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'manual', ...init });
  try {
    return await once();
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const closed =
      cause instanceof Error &&
      (cause.message === 'other side closed' || (cause as { code?: string }).code === 'ECONNRESET');
    if (!closed) throw error;
    resent += 1;
    return once();
  }
}

async function get(url: string, label: string, expected = [200]) {
  const answer = await send(url);
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
    // A POST that nginx never sends again once it reached an instance: the drawing's progress.
    loop(restarted, outcome, async (n) => {
      const answer = await send(`${edge}/aiapi/v1/task/detail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ taskId: `rolling-${n}` }),
      });
      await answer.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { label: 'drawing progress', status: answer.status, expected: [200] };
    }),
    loop(restarted, outcome, async () => {
      const answer = await send(`${edge}/api/revalidate`, {
        method: 'POST',
        ...signedWebhook(secret, ['showcase']),
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
    `rolling restart: ${outcome.requests} requests through the edge, ${outcome.failures.length} failed, ${resent} sent again on a new connection`,
  );
  expect(outcome.failures).toEqual([]);
  // The instances run from the repository on the build's own configuration, as a release does,
  // and Next has nothing to warn about.
  expect(cluster.lines().join('\n')).not.toMatch(/does not work with "output: standalone"/);
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
    'cluster: instance 1: out of the edge',
    'cluster: instance 1: draining (SIGTERM)',
    'cluster: instance 1: exited',
    'cluster: instance 1: starting again',
    'cluster: instance 1: ready',
    'cluster: instance 1: back in the edge',
    'cluster: instance 2: out of the edge',
    'cluster: instance 2: draining (SIGTERM)',
    'cluster: instance 2: exited',
    'cluster: instance 2: starting again',
    'cluster: instance 2: ready',
    'cluster: instance 2: back in the edge',
    'cluster: rolling restart: done',
  ]);
});
