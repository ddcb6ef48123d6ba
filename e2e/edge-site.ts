// The site of e2e/edge.spec.ts: nginx with deploy/nginx/site.conf in front of one production server
// of the suite's production build (copied to .next-e2e-edge-<pid>, so there is no second build
// and the suite's cache is left alone; one folder per worker, since the spec's readers and its
// @timed test may run at once with --no-deps), reading a private reference service with its own
// seed copy.
// Between the edge and the instance sits a recording proxy (e2e/recording-proxy.ts) that
// counts what reaches the instance. Everything runs on free ports, nginx in a temporary prefix,
// and everything is stopped and removed afterwards.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Running as Service, startService } from '#tools/testing/content-service.ts';
import { hopSocketIn, renderEdgeConf } from '#lib/edge/nginx-conf.ts';
import { type Nginx, startNginx } from '#lib/edge/nginx-process.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import { startNextInstance } from '#tools/process/next-instance.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';

const edgeBuildDir = `.next-e2e-edge-${process.pid}`;

const root = new URL('..', import.meta.url).pathname;
const secret = 'edge-webhook-secret-0123456789abcdef';

export type EdgeSite = {
  /** The edge: what visitors reach. */
  origin: string;
  service: Service;
  /** What reached the instance. */
  recorder: RecordingProxy;
  /** The signed webhook, sent through the edge as the content team's tooling would. */
  webhook: (tags: string[]) => Promise<Response>;
  /** Stops the instance and the proxy before it: every instance behind the edge is down. */
  stopInstance: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startEdgeSite(): Promise<EdgeSite> {
  if (!existsSync(join(root, e2eBuildDir, 'BUILD_ID'))) {
    throw new Error(`${e2eBuildDir} has no build: the suite's web server builds it first`);
  }
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const each of stops.splice(0).reverse()) await each().catch(() => undefined);
  };
  try {
    const service = await startService({ copySeed: true });
    stops.push(service.stop);
    const [instancePort = 0, edgePort = 0] = await freePorts(2);
    const origin = `http://127.0.0.1:${edgePort}`;
    const instance = await startNextInstance({
      from: e2eBuildDir,
      folder: edgeBuildDir,
      port: instancePort,
      env: {
        SITE_URL: origin,
        CONTENT_API_BASE: service.origin,
        CONTENT_PUBLIC_ORIGIN: service.origin,
        AI_API_BASE: service.origin,
        REVALIDATE_SECRET: secret,
        // The edge, through the recording proxy, on this machine.
        TRUSTED_PROXIES: '127.0.0.1',
      },
    });
    stops.push(instance.stop);
    const recorder = await startRecordingProxy(instancePort);
    stops.push(recorder.stop);
    const prefix = mkdtempSync(join(tmpdir(), 'mantisoft-edge-'));
    stops.push(async () => rmSync(prefix, { recursive: true, force: true }));
    const nginx: Nginx = await startNginx({
      prefix,
      port: edgePort,
      conf: renderEdgeConf({
        listen: `127.0.0.1:${edgePort}`,
        serverNames: ['127.0.0.1'],
        upstreams: [`127.0.0.1:${recorder.port}`],
        hop: hopSocketIn(prefix),
      }),
    });
    stops.push(nginx.stop);
    return {
      origin,
      service,
      recorder,
      webhook: (tags) =>
        fetch(`${origin}/api/revalidate`, { method: 'POST', ...signedWebhook(secret, tags) }),
      stopInstance: async () => {
        await instance.stop();
        await recorder.stop();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
