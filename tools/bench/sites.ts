// What `npm run bench` measures, started on free ports: the embedded content service (its own
// seed copy), a private redis-server, two instances of the production server of one build sharing
// it (each on a copy of the build), the edge in front of both, one bare instance with no Redis (as
// `npm start` runs), and nginx serving the pages' saved HTML (the limit).
import { findOnPath } from '#lib/find-on-path.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Running as Service, startService } from '#tools/testing/content-service.ts';
import { type NextInstance, startNextInstance } from '#tools/process/next-instance.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { savedPagePath, staticConf } from './static-conf.ts';
import { hopSocketIn, renderEdgeConf } from '#lib/edge/nginx-conf.ts';
import { startNginx } from '#lib/edge/nginx-process.ts';
import { missingRedisMessage, startPrivateRedis } from '#tools/testing/redis-global-setup.ts';

export const benchSecret = 'bench-webhook-secret-0123456789abcdef';

export type BenchSites = {
  service: Service;
  /** The instances on one Redis, behind the edge. */
  instances: NextInstance[];
  /** One instance alone, with no Redis and no edge. */
  bare: NextInstance;
  /** The edge in front of the instances on Redis. */
  edge: string;
  /** The saved HTML, from disk. */
  limit: string;
};

/** Everything started, to be stopped in reverse order (also on Ctrl-C). */
export type Stops = (() => Promise<void>)[];

async function startEdge(upstreams: string[], port: number, stops: Stops): Promise<string> {
  const prefix = mkdtempSync(join(tmpdir(), 'mantisoft-bench-edge-'));
  stops.push(async () => rmSync(prefix, { recursive: true, force: true }));
  const conf = renderEdgeConf({
    listen: `127.0.0.1:${port}`,
    serverNames: ['127.0.0.1'],
    upstreams,
    hop: hopSocketIn(prefix),
  });
  stops.push((await startNginx({ prefix, port, conf })).stop);
  return `http://127.0.0.1:${port}`;
}

async function startLimit(from: string, paths: readonly string[], port: number, stops: Stops) {
  const prefix = mkdtempSync(join(tmpdir(), 'mantisoft-bench-limit-'));
  stops.push(async () => rmSync(prefix, { recursive: true, force: true }));
  const pages = join(prefix, 'pages');
  for (const path of paths) {
    const answer = await fetch(`${from}${path}`);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const file = join(pages, savedPagePath(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await answer.text());
  }
  const conf = staticConf({ listen: `127.0.0.1:${port}`, root: pages });
  stops.push((await startNginx({ prefix, port, conf })).stop);
  return `http://127.0.0.1:${port}`;
}

export async function startBenchSites(
  build: string,
  paths: readonly string[],
  stops: Stops,
): Promise<BenchSites> {
  const service = await startService({ copySeed: true });
  stops.push(service.stop);
  const redisServer = findOnPath('redis-server');
  if (!redisServer) throw new Error(missingRedisMessage);
  const redis = await startPrivateRedis(redisServer);
  stops.push(redis.stop);
  const [first = 0, second = 0, barePort = 0, edgePort = 0, limitPort = 0] = await freePorts(5);
  const site = {
    SITE_URL: `http://127.0.0.1:${edgePort}`,
    CONTENT_API_BASE: service.origin,
    CONTENT_PUBLIC_ORIGIN: service.origin,
    REVALIDATE_SECRET: benchSecret,
  };
  const startOne = async (port: number, folder: string, env: Record<string, string>) => {
    const instance = await startNextInstance({ from: build, folder, port, env });
    stops.push(instance.stop);
    return instance;
  };
  // The edge runs on this machine: its X-Real-IP is believed.
  const shared = { ...site, REDIS_URL: redis.url, TRUSTED_PROXIES: '127.0.0.1' };
  const [one, two, bare] = await Promise.all([
    startOne(first, '.next-bench-instance-1', shared),
    startOne(second, '.next-bench-instance-2', shared),
    startOne(barePort, '.next-bench-bare', site),
  ]);
  const upstream = (port: number) => `127.0.0.1:${port}`;
  return {
    service,
    instances: [one, two],
    bare,
    edge: await startEdge([upstream(first), upstream(second)], edgePort, stops),
    limit: await startLimit(bare.origin, paths, limitPort, stops),
  };
}
