// The production server: Next's own request handler (the custom-server API, which runs the same
// handlers as `next start`) behind a Node HTTP server of ours, which listens on LISTEN_ADDRESS,
// gives each request an id, answers readiness, counts answers for /metrics, opens the operator's
// port, opens the feedback database once it listens (lib/help-insights/start.ts) and drains on
// SIGTERM or SIGINT without failing a request (lib/server/). The launcher
// (scripts/start.ts) runs it: `node --max-http-header-size=32768 scripts/serve.ts`.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { config } from '#lib/config/index.ts';
import { stampPeerAddresses } from '#lib/draw/peer-address.ts';
import { startHelpInsights } from '#lib/help-insights/start.ts';
import { log } from '#lib/log.ts';
import { metricsRegistry, observeRequest } from '#lib/metrics/index.ts';
import { standaloneConfig } from '#lib/next-internals/standalone.ts';
import { setNextServerOrigin } from '#lib/next-internals/start-server.ts';
import { drainServer } from '#lib/server/drain.ts';
import { keepAliveTimeoutMs, listen, localOrigin } from '#lib/server/listen.ts';
import { operatorServer } from '#lib/server/operator-server.ts';
import { proxyTrust } from '#lib/server/proxy-trust.ts';
import { ServerState } from '#lib/server/server-state.ts';
import { siteHandler } from '#lib/server/site-handler.ts';
import { onStopSignals } from '#lib/server/stop-signals.ts';

// The project's folder, or the release's: these files sit at the same place in both.
const root = fileURLToPath(new URL('..', import.meta.url));
const { site, serving } = config();
const trusted = proxyTrust(serving.trustedProxies);
// Before the first request: every one carries its visitor's address to the route handlers.
stampPeerAddresses(trusted);
const state = new ServerState();
const server = createServer();
server.keepAliveTimeout = keepAliveTimeoutMs;

function fail(message: string, error: unknown): never {
  log.error(`server: ${message}`, { cause: error });
  process.exit(1);
}

async function stop(signal: string): Promise<void> {
  if (!server.listening) {
    log.info('server: stopped before it listened', { signal });
    process.exit(0);
  }
  const result = await drainServer(server, state, { ...serving.drain, reason: signal }, log);
  process.exit(result === 'drained' ? 0 : 1);
}

onStopSignals({
  stop: (signal) => void stop(signal),
  now: (signal) => {
    log.warn('server: stopped at once by a second signal', { signal, inFlight: state.inFlight });
    process.exit(1);
  },
});

// The operator's port first: /live and /ready (503 "starting") answer while Next prepares.
const { metrics } = serving;
if (metrics.port !== undefined) {
  const operator = operatorServer(state, metricsRegistry());
  await listen(operator, metrics.port, metrics.address).catch((error: unknown) =>
    fail(`the operator's port ${metrics.address}:${metrics.port} cannot be opened`, error),
  );
  // It must not hold the process open once the site's server has drained.
  operator.unref();
}

// THE place where Next's configuration is obtained: the build's own, in a release and in the
// repository alike.
const conf = standaloneConfig(root);
const app = next({
  dev: false,
  dir: root,
  // What `next start` gives Next whatever it listens on: the origin the proxy's (middleware's)
  // rewrites are made on, which Next must recognise as its own.
  hostname: 'localhost',
  port: site.port,
  conf,
});
await app.prepare().catch((error: unknown) => fail('Next could not prepare the build', error));
const handler = siteHandler({
  next: app.getRequestHandler(),
  state,
  trusted,
  observe: observeRequest,
  log,
});
server.on('request', (request, response) => void handler(request, response));

await listen(server, site.port, serving.listenAddress).catch((error: unknown) =>
  fail(`cannot listen on ${serving.listenAddress}:${site.port}`, error),
);
state.listening();
// Where the server reaches itself, as `next start` says it: the cache handler renders the pages
// of a webhook's tags ahead through it.
setNextServerOrigin(localOrigin(serving.listenAddress, site.port));
log.info('server: ready', {
  url: localOrigin(serving.listenAddress, site.port),
  listen: `${serving.listenAddress}:${site.port}`,
  pid: process.pid,
  operator: metrics.port === undefined ? 'off' : `${metrics.address}:${metrics.port}`,
  trustedProxies: serving.trustedProxies,
});
// Once the site answers: pages never wait for the database, and feedback says it is starting.
void startHelpInsights(root, log);
