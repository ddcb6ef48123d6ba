// One instance of the site as a server runs it, for drain.test.ts and operator.test.ts: the
// release's launcher (scripts/start.ts, so its pid is the one a service manager signals) and the
// server it runs, from the test build's release (release-e2e/) unpacked into a folder of its own
// outside the repository, reading a private reference service (its own seed copy) through the
// fault front. Everything both print is kept,
// line by line, and the server's JSON lines can be read parsed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Running, waitForUrl } from '#tools/process/project-copy.ts';
import { releaseTarball, startRelease, unpackRelease } from '#tools/process/release-copy.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';
import { drawServiceFromEnv } from '#content-service/draw-http.ts';
import { type Running as Service, startService } from '#tools/testing/content-service.ts';
import { type FaultFront, startFaultFront } from '#tools/testing/fault-front.ts';
import { freePorts } from '#tools/testing/free-ports.ts';

const root = new URL('../..', import.meta.url).pathname;

export type LogEntry = Record<string, unknown> & { msg?: string; level?: string };

export type LaunchedSite = {
  origin: string;
  port: number;
  /** The folder the release is unpacked in: its build folder is `<release>/.next-e2e`. */
  release: string;
  /** The launcher's pid: a signal sent here reaches the server through it. */
  pid: number;
  running: Running;
  service: Service;
  front: FaultFront;
  /** Every line printed so far. */
  lines: () => string[];
  /** The JSON lines printed so far, parsed. */
  entries: () => LogEntry[];
  stop: () => Promise<void>;
};

export async function launchSite(options: {
  /** A name for the release's folder, e.g. `.next-e2e-drain`. */
  folder: string;
  /** Settings on top of the site's own (content service, port, secrets). */
  env?: Record<string, string>;
  /** How long the fault front's `slow` holds a request. */
  slowMs?: number;
  /** Set: the drawing proxy reaches the service's demo with this token (AI_API_BASE). */
  drawToken?: string;
}): Promise<LaunchedSite> {
  const built = join(root, e2eBuildDir);
  if (!existsSync(join(built, 'BUILD_ID'))) {
    throw new Error(`${e2eBuildDir} has no build: the project's global set-up builds it first`);
  }
  const release = unpackRelease(
    releaseTarball(e2eBuildDir),
    mkdtempSync(join(tmpdir(), `mantisoft-site${options.folder.replace(/^\.next/, '')}-`)),
  );
  const { drawToken } = options;
  const service = await startService({
    copySeed: true,
    ...(drawToken ? { draw: drawServiceFromEnv({ AI_DEMO_TOKEN: drawToken }) } : {}),
  });
  const drawing: Record<string, string> = drawToken
    ? { AI_API_BASE: service.origin, AI_API_TOKEN: drawToken }
    : {};
  const front = await startFaultFront({ upstream: service.origin, slowMs: options.slowMs });
  const [port = 0] = await freePorts(1);
  const origin = `http://127.0.0.1:${port}`;
  let printed = '';
  // The shell becomes the launcher (`exec`), whose pid the test signals.
  const running = startRelease(
    release,
    {
      PORT: String(port),
      SITE_URL: origin,
      NEXT_DIST_DIR: e2eBuildDir,
      CONTENT_API_BASE: front.origin,
      CONTENT_PUBLIC_ORIGIN: service.origin,
      ...drawing,
      ...options.env,
    },
    (text) => (printed += text),
  );
  const lines = () => printed.split('\n').filter(Boolean);
  const stop = async () => {
    await running.stop();
    await front.stop();
    await service.stop();
    rmSync(release, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${origin}/api/ready`, running, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    port,
    release,
    pid: running.pid ?? 0,
    running,
    service,
    front,
    lines,
    entries: () =>
      lines()
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogEntry),
    stop,
  };
}
