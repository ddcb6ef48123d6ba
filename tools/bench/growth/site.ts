// One seed's site for `npm run bench:growth`: the reference content service on that seed, timed
// `next build`s against it into the seed's own build folder, then the production server through
// the launcher of `npm start`. Everything runs in a copy of the project, so that both builds come
// from the same sources and nothing touches the checkout's builds.
import { bareEnv, type Running, start, waitForUrl } from '#tools/process/project-copy.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { errorCounter } from './server-errors.ts';

export type Stops = (() => Promise<void>)[];

async function started(
  command: string,
  copy: string,
  env: Record<string, string>,
  stops: Stops,
  onOutput?: (text: string) => void,
) {
  const running = start(command, copy, bareEnv(env), onOutput);
  stops.push(running.stop);
  return running;
}

async function finished(running: Running, what: string) {
  const code = await running.exited;
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${running.output()}`);
}

/** One seed's content service, and the ports and settings its builds and server share. */
export type GrowthSeed = {
  service: string;
  port: number;
  /** Where the server opens its inspector when sent SIGUSR1 (tools/testing/held-memory.ts). */
  inspectPort: number;
  distDir: string;
  env: Record<string, string>;
};

export type GrowthSite = GrowthSeed & {
  origin: string;
  /** Each error the server logged (its `msg`), with how many times. */
  errors: Map<string, number>;
};

export async function startSeedService(
  copy: string,
  seedDir: string,
  distDir: string,
  stops: Stops,
): Promise<GrowthSeed> {
  const [servicePort = 0, port = 0, inspectPort = 0] = await freePorts(3);
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
  const env = {
    NEXT_DIST_DIR: distDir,
    CONTENT_API_BASE: service,
    CONTENT_PUBLIC_ORIGIN: service,
    SITE_URL: `http://127.0.0.1:${port}`,
  };
  return { service, port, inspectPort, distDir, env };
}

/** A build from scratch (the last one's folder removed first), in seconds. */
export async function timedBuild(copy: string, seed: GrowthSeed, stops: Stops): Promise<number> {
  const removing = await started(`rm -rf ${seed.distDir}`, copy, {}, stops);
  await finished(removing, 'removing the last build');
  const buildStarted = performance.now();
  await finished(
    await started('node_modules/.bin/next build', copy, seed.env, stops),
    'next build',
  );
  return (performance.now() - buildStarted) / 1000;
}

/** The last build, served as `npm start` serves it: through the launcher, with its environment. */
export async function serveBuild(
  copy: string,
  seed: GrowthSeed,
  webhookSecret: string,
  stops: Stops,
  extraEnv: Record<string, string> = {},
): Promise<GrowthSite> {
  const errors = new Map<string, number>();
  const server = await started(
    'node scripts/start.ts',
    copy,
    {
      ...seed.env,
      ...extraEnv,
      PORT: String(seed.port),
      REVALIDATE_SECRET: webhookSecret,
      NODE_OPTIONS: `--inspect-port=127.0.0.1:${seed.inspectPort}`,
    },
    stops,
    errorCounter(errors),
  );
  const origin = `http://127.0.0.1:${seed.port}`;
  await waitForUrl(`${origin}/robots.txt`, server, 60_000);
  return { ...seed, origin, errors };
}
