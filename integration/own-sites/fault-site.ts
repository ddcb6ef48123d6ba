// The site of content-faults.test.ts: the test build's release (release-e2e/) unpacked into a
// folder of its own outside the repository (so there is no second build and the suite's cache is
// left alone), served by its start command on a free port with a short content time limit,
// reading a private reference service (its own seed copy) through the fault front. Everything
// the server prints is kept, line by line, for the test to read its log.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FaultFront, startFaultFront } from '#tools/testing/fault-front.ts';
import { contentTimeoutMs, startCluster } from './cluster-site.ts';
import { type Running as Service, startService } from '#tools/testing/content-service.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import { waitForUrl } from '#tools/process/project-copy.ts';
import { releaseTarball, startRelease, unpackRelease } from '#tools/process/release-copy.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';

export { contentTimeoutMs };

const root = new URL('../..', import.meta.url).pathname;
const secret = 'content-faults-webhook-secret';

export type FaultSite = {
  origin: string;
  /** Every instance serving the site: the first is `origin`. */
  origins: string[];
  service: Service;
  front: FaultFront;
  /** Every line the servers have printed since they were ready, in the order they came. */
  lines: () => string[];
  webhook: (tags: string[]) => Promise<Response>;
  stop: () => Promise<void>;
};

export async function startFaultSite(): Promise<FaultSite> {
  const built = join(root, e2eBuildDir);
  if (!existsSync(join(built, 'BUILD_ID'))) {
    throw new Error(`${e2eBuildDir} has no build: the project's global set-up builds it first`);
  }
  const service = await startService({ copySeed: true });
  const front = await startFaultFront({ upstream: service.origin, slowMs: 2 * contentTimeoutMs });
  const [port = 0] = await freePorts(1);
  const origin = `http://127.0.0.1:${port}`;
  let printed = '';
  const release = unpackRelease(
    releaseTarball(e2eBuildDir),
    mkdtempSync(join(tmpdir(), 'mantisoft-faults-')),
  );
  const running = startRelease(
    release,
    {
      NEXT_DIST_DIR: e2eBuildDir,
      PORT: String(port),
      SITE_URL: origin,
      CONTENT_API_BASE: front.origin,
      CONTENT_PUBLIC_ORIGIN: service.origin,
      CONTENT_API_TIMEOUT_MS: String(contentTimeoutMs),
      REVALIDATE_SECRET: secret,
    },
    (text) => (printed += text),
  );
  const stop = async () => {
    await running.stop();
    rmSync(release, { recursive: true, force: true });
    await front.stop();
    await service.stop();
  };
  try {
    await waitForUrl(`${origin}/robots.txt`, running, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyAt = printed.length;
  return {
    origin,
    origins: [origin],
    service,
    front,
    lines: () => printed.slice(readyAt).split('\n').filter(Boolean),
    webhook: (tags) =>
      fetch(`${origin}/api/revalidate`, { method: 'POST', ...signedWebhook(secret, tags) }),
    stop,
  };
}

/** The same site as two instances sharing one Redis (cluster-site.ts). */
export async function startFaultCluster(): Promise<FaultSite> {
  const cluster = await startCluster();
  const from = cluster.lines().length;
  let turn = 0;
  return {
    origin: cluster.instances[0].origin,
    origins: cluster.instances.map((each) => each.origin),
    service: cluster.service,
    front: cluster.front,
    lines: () => cluster.lines().slice(from),
    // The content team's webhook reaches one instance or the other, as behind a load balancer.
    webhook: (tags) =>
      cluster.instances[turn++ % 2]?.webhook(tags) ?? Promise.reject(new Error('no instance')),
    stop: cluster.stop,
  };
}
