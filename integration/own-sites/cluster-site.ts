// Two instances of the site sharing one Redis, for shared-cache.test.ts, content-faults.test.ts
// and (behind the edge) edge-hardening.test.ts: the test build's release (release-e2e/) unpacked
// once into a folder of their own outside the repository (with Redis the instances leave the disk
// to the build's pages, so they can share it, as the instances of one release do on a server),
// each instance the release's start command on a free port that can be stopped and started
// again, a private redis-server that can be stopped and started again on its port, and a private
// reference service (its own seed copy) behind the fault front. Everything each instance prints
// is kept for the test.
import { findOnPath } from '#lib/find-on-path.ts';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FaultFront, startFaultFront } from '#tools/testing/fault-front.ts';
import { drawServiceFromEnv } from '#content-service/draw-http.ts';
import { type Running as Service, startService } from '#tools/testing/content-service.ts';
import { missingRedisMessage, startPrivateRedis } from '#tools/testing/redis-global-setup.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import { type Running, waitForUrl } from '#tools/process/project-copy.ts';
import { releaseTarball, startRelease, unpackRelease } from '#tools/process/release-copy.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';

/** CONTENT_API_TIMEOUT_MS of these instances. */
export const contentTimeoutMs = 3000;

const root = new URL('../..', import.meta.url).pathname;
const secret = 'shared-cache-webhook-secret';
/** The content team's preview on these instances (PREVIEW_SECRET, CONTENT_PREVIEW_TOKEN). */
export const clusterPreviewSecret = 'shared-cache-preview-secret-2e7a';
const previewToken = 'shared-cache-preview-token';
// The drawing service's token, the service's own rather than the demo's: the launcher refuses
// the demo token for a drawing service named in AI_API_BASE (edge-hardening.test.ts names one).
const drawToken = 'cluster-draw-token-5c1e';

export type Instance = {
  origin: string;
  /** Every line it has printed since it last started. */
  lines: () => string[];
  webhook: (tags: string[], message?: { id?: string; timestamp?: number }) => Promise<Response>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export type Cluster = {
  instances: [Instance, Instance];
  /** Every whole line the instances have printed, in the order it came. */
  lines: () => string[];
  service: Service;
  front: FaultFront;
  redisUrl: string;
  redis: { stop: () => Promise<void>; start: () => Promise<void> };
  stop: () => Promise<void>;
};

function instance(
  release: string,
  port: number,
  env: Record<string, string>,
  onLine: (line: string) => void,
): Instance {
  const origin = `http://127.0.0.1:${port}`;
  let running: Running | null = null;
  let printed = '';
  let partial = '';
  const keep = (text: string) => {
    printed += text;
    const parts = (partial + text).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) if (line) onLine(line);
  };
  return {
    origin,
    lines: () => printed.split('\n').filter(Boolean),
    webhook: (tags, message) =>
      fetch(`${origin}/api/revalidate`, {
        method: 'POST',
        ...signedWebhook(secret, tags, message),
      }),
    start: async () => {
      printed = '';
      partial = '';
      running = startRelease(release, { ...env, PORT: String(port), SITE_URL: origin }, keep);
      await waitForUrl(`${origin}/robots.txt`, running, 60_000);
    },
    stop: async () => {
      await running?.stop();
      running = null;
    },
  };
}

export type ClusterOptions = {
  /**
   * A name for the instances' folder; each cluster unpacks the release into one of its own, so
   * clusters of files that run at the same time never share one.
   */
  folder?: string;
  /** Settings of both instances on top of (or instead of) the ones below. */
  env?: (front: FaultFront) => Record<string, string>;
};

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const built = join(root, e2eBuildDir);
  if (!existsSync(join(built, 'BUILD_ID'))) {
    throw new Error(`${e2eBuildDir} has no build: the project's global set-up builds it first`);
  }
  const redisServer = findOnPath('redis-server');
  if (!redisServer) throw new Error(missingRedisMessage);
  const folder = unpackRelease(
    releaseTarball(e2eBuildDir),
    mkdtempSync(
      join(tmpdir(), `mantisoft-cluster${(options.folder ?? '').replace(/^\.next/, '')}-`),
    ),
  );
  const [redisPort = 0, portA = 0, portB = 0] = await freePorts(3);
  let redis: Awaited<ReturnType<typeof startPrivateRedis>> | null = await startPrivateRedis(
    redisServer,
    redisPort,
  );
  const service = await startService({
    copySeed: true,
    previewToken,
    draw: drawServiceFromEnv({ AI_DEMO_TOKEN: drawToken }),
  });
  const front = await startFaultFront({ upstream: service.origin, slowMs: 2 * contentTimeoutMs });
  const env = {
    NEXT_DIST_DIR: e2eBuildDir,
    AI_API_TOKEN: drawToken,
    CONTENT_API_BASE: front.origin,
    CONTENT_PUBLIC_ORIGIN: service.origin,
    CONTENT_API_TIMEOUT_MS: String(contentTimeoutMs),
    REVALIDATE_SECRET: secret,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PREVIEW_SECRET: clusterPreviewSecret,
    CONTENT_PREVIEW_TOKEN: previewToken,
    ...options.env?.(front),
  };
  const lines: string[] = [];
  const collect = (line: string) => void lines.push(line);
  const instances: [Instance, Instance] = [
    instance(folder, portA, env, collect),
    instance(folder, portB, env, collect),
  ];
  const stop = async () => {
    await Promise.all(instances.map((each) => each.stop()));
    await redis?.stop();
    await front.stop();
    await service.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((each) => each.start()));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    instances,
    lines: () => lines,
    service,
    front,
    redisUrl: env.REDIS_URL,
    redis: {
      stop: async () => {
        await redis?.stop();
        redis = null;
      },
      start: async () => {
        redis = await startPrivateRedis(redisServer, redisPort);
      },
    },
    stop,
  };
}
