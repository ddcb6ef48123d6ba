// One seed's site for `npm run bench:growth`: the reference content service on that seed, a
// timed `next build` against it into the seed's own build folder, then `next start`. Everything
// runs in a copy of the project, so that both builds come from the same sources and nothing
// touches the checkout's builds.
import { bareEnv, type Running, start, waitForUrl } from '#e2e/project-copy.ts';
import { freePorts } from '#lib/testing/free-ports.ts';

export type Stops = (() => Promise<void>)[];

async function started(command: string, copy: string, env: Record<string, string>, stops: Stops) {
  const running = start(command, copy, bareEnv(env));
  stops.push(running.stop);
  return running;
}

async function finished(running: Running, what: string) {
  const code = await running.exited;
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${running.output()}`);
}

export type GrowthSite = { origin: string; service: string; port: number; buildS: number };

export async function startGrowthSite(
  copy: string,
  seedDir: string,
  distDir: string,
  stops: Stops,
): Promise<GrowthSite> {
  const [servicePort = 0, port = 0] = await freePorts(2);
  const service = `http://127.0.0.1:${servicePort}`;
  const serviceRun = await started(
    'node content-service/main.ts',
    copy,
    {
      CONTENT_SERVICE_PORT: String(servicePort),
      CONTENT_SERVICE_SEED_DIR: seedDir,
      CONTENT_SERVICE_PUBLIC_URL: service,
    },
    stops,
  );
  await waitForUrl(`${service}/health`, serviceRun, 120_000);
  const site = {
    NEXT_DIST_DIR: distDir,
    CONTENT_API_BASE: service,
    CONTENT_PUBLIC_ORIGIN: service,
    SITE_URL: `http://127.0.0.1:${port}`,
  };
  // A build from scratch each time: the same work on both seeds.
  await finished(await started(`rm -rf ${distDir}`, copy, {}, stops), 'removing the last build');
  const buildStarted = performance.now();
  await finished(await started('node_modules/.bin/next build', copy, site, stops), 'next build');
  const buildS = (performance.now() - buildStarted) / 1000;
  const server = await started(`node_modules/.bin/next start --port ${port}`, copy, site, stops);
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/robots.txt`, server, 60_000);
  return { origin, service, port, buildS };
}
