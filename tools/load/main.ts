// `npm run test:load`: a bounded load on a production build over loopback. Starts the site
// (the browser tests' build when there is one, otherwise a build of its own in .next-load;
// never the user's .next) with the embedded content service on free ports, warms it up,
// then sends cached pages, the help search and the drawing proxy at once for
// LOAD_TEST_DURATION_S seconds (60) on LOAD_TEST_CONNECTIONS connections (64). Prints a table
// and exits with 1 when a goal is missed: a status other than those allowed (the limiter's 429
// is owed), a request without an answer, or what the server holds once its garbage is collected
// growing more than 20 % over the run.
// Every process it starts is stopped, also on failure or Ctrl-C.
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { bareEnv, type Running, start, waitForUrl } from '#tools/process/project-copy.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { type HeldMemory, heldMemory } from '#tools/testing/held-memory.ts';
import {
  type LoadRoute,
  type LoadSettings,
  loadRoutes,
  loadSettings,
  splitConnections,
} from './plan.ts';
import { listeningPid, residentKb } from './proc.ts';
import {
  formatLoadReport,
  heldMb,
  type Memory,
  memoryProblem,
  type RouteRun,
  routeProblems,
} from './report.ts';
import { measuredBuild } from '../process/measured-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const settings = loadSettings();
// One warm-up round, as wide as the run; rounds go on until the server's caches and heap have
// reached their working size: growth past that is what the memory goal looks for.
const warmUpS = 15;
/** At most this many warm-up rounds: a leak would never let the memory settle. */
const maxWarmUpRounds = 4;
const token = 'load-test-draw-token';

function serverEnv(buildDir: string, port: number, contentPort: number, inspectPort: number) {
  return bareEnv({
    NEXT_DIST_DIR: buildDir,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    CONTENT_SERVICE_PORT: String(contentPort),
    REVALIDATE_SECRET: 'load-test-revalidate-secret-0123456789',
    AI_API_TOKEN: token,
    AI_DEMO_TOKEN: token,
    AI_DEMO_BALANCE: '100000000',
    AI_CAPTCHA_RATE_LIMIT: String(settings.captchaLimit),
    AI_CAPTCHA_RATE_WINDOW_S: String(settings.captchaWindowS),
    // The run loads the search itself, not its limit: every connection is one visitor.
    HELP_SEARCH_RATE_LIMIT: '100000000',
    // The inspector opens only on SIGUSR1, which the memory reading sends (held-memory.ts).
    NODE_OPTIONS: `--inspect-port=127.0.0.1:${inspectPort}`,
  });
}

// Everything started here, so that an interrupt stops it too (each runs in a process group of
// its own, which a Ctrl-C in the terminal does not reach).
const running = new Set<Running>();

function launch(command: string, env: Record<string, string>): Running {
  const child = start(command, root, env);
  running.add(child);
  void child.exited.then(() => running.delete(child));
  return child;
}

const stopAll = () => Promise.all([...running].map((child) => child.stop()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

async function hammer(origin: string, route: LoadRoute, connections: number, durationS: number) {
  const result: Result = await autocannon({
    url: origin,
    connections,
    duration: durationS,
    timeout: 30,
    title: route.name,
    requests: route.requests,
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
  );
  return {
    name: route.name,
    connections,
    requests: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    statuses,
    errors: result.errors,
    p99Ms: result.latency.p99,
  } satisfies RouteRun;
}

async function load(origin: string, durationS: number, plan: LoadSettings): Promise<RouteRun[]> {
  const routes = loadRoutes(plan);
  const counts = splitConnections(
    plan.connections,
    routes.map((route) => route.share),
  );
  return Promise.all(
    routes.map((route, index) => hammer(origin, route, counts[index] ?? 1, durationS)),
  );
}

async function main(): Promise<number> {
  const [port = 0, contentPort = 0, inspectPort = 0] = await freePorts(3);
  const env = (dir: string) => serverEnv(dir, port, contentPort, inspectPort);
  const dir = await measuredBuild({
    root,
    own: '.next-load',
    build: (own) => launch('npm run build', env(own)),
  });
  const origin = `http://127.0.0.1:${port}`;
  console.info(`load: serving ${dir} on ${origin}`);
  const server = launch('npm start', env(dir));
  try {
    await waitForUrl(`${origin}/robots.txt`, server, 120_000);
    const pid = listeningPid(port);
    if (pid === null) throw new Error(`no process is listening on ${port}`);

    // The warm-up generates every page and fills the caches; memory is measured after it. How
    // far one round gets depends on the machine's speed, so rounds go on until what the server
    // holds has settled (grown by less than 5 % over the last), and the run then looks for
    // growth past it.
    let warmedUp: HeldMemory | undefined;
    for (let round = 1; round <= maxWarmUpRounds; round += 1) {
      console.info(`load: warming up for ${warmUpS} s (round ${round})…`);
      await load(origin, warmUpS, settings);
      const now = await heldMemory(pid, inspectPort);
      const settled = warmedUp !== undefined && heldMb(now) < heldMb(warmedUp) * 1.05;
      warmedUp = now;
      if (settled) break;
    }
    if (!warmedUp) throw new Error('no warm-up round ran');

    console.info(
      `load: ${settings.connections} connections for ${settings.durationS} s on pages, search and drawing…`,
    );
    const runs = await load(origin, settings.durationS, settings);
    const residentAtEndMb = residentKb(pid) / 1024;
    const memory: Memory = {
      warmedUp,
      afterRun: await heldMemory(pid, inspectPort),
      residentAtEndMb,
    };

    console.info(`\n${formatLoadReport(runs, memory)}\n`);
    const routes = loadRoutes(settings);
    const problems = [
      ...runs.flatMap((result, index) => {
        const goal = routes[index]?.goal;
        return goal ? routeProblems(result, goal) : [];
      }),
      memoryProblem(memory),
    ].filter((problem): problem is string => problem !== null);
    for (const problem of problems) console.error(`load: FAILED ${problem}`);
    if (problems.length === 0) console.info('load: every goal met');
    return problems.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
    console.error(server.output());
    return 2;
  } finally {
    await stopAll();
  }
}

process.exitCode = await main().catch(async (error: unknown) => {
  console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  return 2;
});
