// The site of webhook-freshness.test.ts: the two instances of cluster-site.ts (the release, a
// private Redis, the embedded content service on a seed copy of its own) behind the production
// edge (deploy/nginx/site.conf on plain HTTP, as `npm run bench` and `npm run start:cluster`
// run it). The test reads the tag marks the instances keep in Redis, to know when a webhook is
// known to every instance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { hopSocketIn, renderEdgeConf } from '#lib/edge/nginx-conf.ts';
import { startNginx } from '#lib/edge/nginx-process.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { type Cluster, startCluster } from './cluster-site.ts';

export type EdgeCluster = {
  cluster: Cluster;
  /** http://127.0.0.1:<port>, the edge in front of both instances. */
  edge: string;
  /** The `stale` mark of each tag that has one in Redis (ms since the epoch). */
  staleMarks: (tags: readonly string[]) => Promise<Map<string, number>>;
  stop: () => Promise<void>;
};

/** The hash in which the instances keep the tags' marks (lib/cache/shared-store.ts). */
const tagsKey = 'mantisoft:tags';

export async function startEdgeCluster(folder: string): Promise<EdgeCluster> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const each of stops.splice(0).reverse()) await each().catch(() => undefined);
  };
  try {
    const [port = 0] = await freePorts(1);
    const edge = `http://127.0.0.1:${port}`;
    const cluster = await startCluster({
      folder,
      env: () => ({
        // The edge runs on this machine: its X-Real-IP is believed.
        TRUSTED_PROXIES: '127.0.0.1',
        // A busy machine slows reads down; a read that failed would keep the last good page for
        // a while (docs/architecture.md), which is not what the test is about.
        CONTENT_API_TIMEOUT_MS: '30000',
      }),
    });
    stops.push(cluster.stop);
    const prefix = mkdtempSync(join(tmpdir(), 'mantisoft-freshness-edge-'));
    stops.push(async () => rmSync(prefix, { recursive: true, force: true }));
    const conf = renderEdgeConf({
      listen: `127.0.0.1:${port}`,
      serverNames: ['127.0.0.1'],
      upstreams: cluster.instances.map((instance) => new URL(instance.origin).host),
      hop: hopSocketIn(prefix),
    });
    stops.push((await startNginx({ prefix, port, conf })).stop);
    const redis = createClient({ url: cluster.redisUrl });
    await redis.connect();
    stops.push(async () => redis.destroy());
    const staleMarks = async (tags: readonly string[]) => {
      const values = await redis.hmGet(tagsKey, [...tags]);
      const marks = new Map<string, number>();
      values.forEach((value, index) => {
        const tag = tags[index];
        if (value === null || tag === undefined) return;
        const { stale } = JSON.parse(value) as { stale?: unknown };
        if (typeof stale === 'number') marks.set(tag, stale);
      });
      return marks;
    };
    return { cluster, edge, staleMarks, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
