// `npm run bench:feedback`: how many answers a second the feedback endpoint saves, on a real
// PostgreSQL server (started here, as the tests start one) and, beside it, on the embedded PGlite.
// The endpoint runs in a process of its own (./endpoint-server.ts). Two loads on each,
// BENCH_CONNECTIONS at once for BENCH_DURATION_S seconds (default 10) after a 2 s warm-up: every
// answer from a new visitor (an insert), and answers from 200 visitors over and over (each
// replaces that visitor's answer of the day). Prints answers a second, p99, failures and the rows
// stored, with the machine's pace; stops everything it started, also on Ctrl-C.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { config } from '#lib/config/index.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { startPrivatePostgres } from '#tools/testing/private-postgres.ts';
import { formatPace, MachinePace } from '../machine-pace.ts';
import { table } from '../report.ts';
import { stopsOnSignal } from '../stops.ts';

const { bench } = config().tooling;
const durationS = bench.durationS ?? 10;
const { connections } = bench;
const { stops, stopAll } = stopsOnSignal();
const endpointServer = fileURLToPath(new URL('./endpoint-server.ts', import.meta.url));

type Load = { name: string; visitor: (n: number) => string };
const loads: Load[] = [
  { name: 'new visitors (insert)', visitor: (n) => `198.51.100.1#${n}` },
  { name: '200 visitors again (replace)', visitor: (n) => `203.0.113.${n % 200}` },
];

function answer(n: number): string {
  const helpful = n % 3 !== 0;
  return JSON.stringify({
    articleId: 1001 + (n % 50),
    locale: n % 2 ? 'zh' : 'en',
    helpful,
    ...(helpful ? {} : { reason: 'unclear', comment: `step ${n % 9} is not where it says` }),
  });
}

async function load(origin: string, { visitor }: Load, duration: number) {
  let n = 0;
  const request: Request = {
    method: 'POST',
    path: '/api/help/feedback',
    headers: { 'content-type': 'application/json', origin },
    setupRequest: (sent) => {
      n += 1;
      return {
        ...sent,
        headers: { ...sent.headers, 'x-bench-visitor': visitor(n) },
        body: answer(n),
      };
    },
  };
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    timeout: 30,
    requests: [request],
  });
  return {
    perS: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Starts the endpoint on `database` (postgres <url> | embedded <folder>); its origin. */
async function startEndpoint(database: string[]): Promise<string> {
  const [port = 0] = await freePorts(1);
  const child = spawn(process.execPath, [endpointServer, String(port), ...database], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  stops.push(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the endpoint exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

const call = async (origin: string, path: string, method = 'GET') =>
  (await (await fetch(`${origin}${path}`, { method })).json()) as { rows?: number };

async function measure(name: string, origin: string, rows: string[][], pace: MachinePace) {
  for (const each of loads) {
    await call(origin, '/reset', 'POST');
    await load(origin, each, 2);
    pace.take();
    console.info(`bench: ${name}, ${each.name}, ${durationS} s…`);
    const run = await load(origin, each, durationS);
    const { rows: stored = 0 } = await call(origin, '/settled');
    rows.push([
      name,
      each.name,
      Math.round(run.perS).toLocaleString('en-US'),
      `${run.p99} ms`,
      String(run.failures),
      String(stored),
    ]);
  }
}

async function main() {
  const pace = new MachinePace();
  pace.take();
  const rows: string[][] = [];
  const postgres = await startPrivatePostgres();
  stops.push(postgres.stop);
  await measure('PostgreSQL server', await startEndpoint(['postgres', postgres.url]), rows, pace);
  const folder = mkdtempSync(join(tmpdir(), 'bench-feedback-'));
  stops.push(async () => rmSync(folder, { recursive: true, force: true }));
  const embedded = await startEndpoint(['embedded', join(folder, 'db')]);
  await measure('embedded PGlite', embedded, rows, pace);
  pace.take();

  console.info(`\nPOST /api/help/feedback, ${connections} connections, ${durationS} s a run\n`);
  console.info(table(['database', 'answers from', 'answers/s', 'p99', 'failures', 'rows'], rows));
  console.info(`\n${formatPace(pace.samples, pace.freshMemory)}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
