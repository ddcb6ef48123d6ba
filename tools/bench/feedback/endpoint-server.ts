// The feedback endpoint as the route runs it (lib/help-insights/endpoints/feedback.ts), behind a
// bare Node HTTP server instead of Next, in a process of its own, so that the bench measures the
// endpoint and its database, and neither Next's routing (which `npm run bench` measures) nor the
// load's own work. The visitor is the request's `x-bench-visitor` header, so the load chooses who
// answers: a new visitor inserts a row, one seen today replaces theirs. Beside the endpoint:
// `POST /reset` empties the answers, `GET /settled` waits for the answers under way and says how
// many rows are stored.
//   node tools/bench/feedback/endpoint-server.ts <port> postgres <url> | embedded <folder>
import { createServer, type IncomingMessage } from 'node:http';
import { MemoryRateLimiter } from '#lib/rate-limit/rate-limit.ts';
import { openEmbedded } from '#lib/help-insights/db/embedded.ts';
import { openPostgres } from '#lib/help-insights/db/postgres.ts';
import { createFeedbackEndpoints } from '#lib/help-insights/endpoints/feedback.ts';
import { migrate } from '#lib/help-insights/migrate.ts';
import { InsightsStore } from '#lib/help-insights/store.ts';
import { log } from '#lib/log.ts';
import { listen } from '#lib/server/listen.ts';

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method ?? 'GET',
    headers,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  });
}

const [port = '0', kind, where = ''] = process.argv.slice(2);
const db =
  kind === 'postgres' ? await openPostgres({ url: where, max: 10 }) : await openEmbedded(where);
await migrate(db);
const origin = `http://127.0.0.1:${port}`;
const store = new InsightsStore({
  settings: { mode: db.kind, timeoutMs: 1000, visitorSecret: undefined },
  open: async () => db,
  log,
});
await store.start();
const { POST } = createFeedbackEndpoints({
  store,
  timeZone: 'Asia/Shanghai',
  // No visitor is limited: the bench measures what the endpoint can save.
  limiter: new MemoryRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowS: 60 }),
  visitor: (request) => request.headers.get('x-bench-visitor') ?? 'unknown',
  siteOrigin: origin,
});

let answering = 0;
async function settled(): Promise<string> {
  while (answering > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const [row] = await db.query('SELECT count(*)::int AS n FROM help_feedback');
  return JSON.stringify({ rows: Number(row?.n ?? 0) });
}

const server = createServer((message, response) => {
  const reply = (status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  if (message.url === '/settled') return void settled().then((body) => reply(200, body));
  if (message.url === '/reset') {
    return void db.exec('TRUNCATE help_feedback').then(() => reply(200, '{}'));
  }
  answering += 1;
  void toRequest(message, origin)
    .then(POST)
    .then(async (answer) => reply(answer.status, await answer.text()))
    .catch(() => reply(500, '{}'))
    .finally(() => (answering -= 1));
});
await listen(server, Number(port), '127.0.0.1');
console.info('ready');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void db.close().then(() => process.exit(0));
});
