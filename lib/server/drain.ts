// How the production server stops without failing a request (scripts/serve.ts), in three phases,
// one log line each:
//   1. draining: readiness answers 503, and for `delayMs` every answer says Connection: close, so
//      that the edge's kept-alive connections to this instance end (the edge closes an idle one
//      after 4 s itself: the delay is longer) while visitors are still answered;
//   2. stopping: the server stops listening, so a new connection is refused and the edge tries
//      the next instance at once; after a moment for requests already on their way, idle
//      connections are closed, and the requests in flight are waited for, at most `timeoutMs`;
//   3. the parts inside Next's bundles are closed (./shutdown-hooks.ts).
import type { Server } from 'node:http';
import type { Log } from '../log.ts';
import type { ServerState } from './server-state.ts';
import { runShutdownHooks } from './shutdown-hooks.ts';

/** How long a connection accepted before the listener closed has to deliver its request. */
export const acceptGraceMs = 1000;

/**
 * Stops accepting connections, and nothing more. Since Node 19, `server.close()` also closes
 * every idle connection at once (Node's http documentation, `server.close`), including one just
 * accepted whose request is still on its way; those are closed later, once they could be used.
 */
function stopListening(server: Server): void {
  const closeIdle = Object.getOwnPropertyDescriptor(server, 'closeIdleConnections');
  server.closeIdleConnections = () => undefined;
  try {
    server.close();
  } finally {
    if (closeIdle) Object.defineProperty(server, 'closeIdleConnections', closeIdle);
    else Reflect.deleteProperty(server, 'closeIdleConnections');
  }
}

export type DrainOptions = {
  delayMs: number;
  timeoutMs: number;
  /** What asked for the drain, e.g. SIGTERM, for the first line. */
  reason?: string;
};

/** Whether every request was answered (`drained`) or some were still in flight at the bound. */
export type DrainResult = 'drained' | 'timeout';

export async function drainServer(
  server: Server,
  state: ServerState,
  { delayMs, timeoutMs, reason }: DrainOptions,
  log: Log,
): Promise<DrainResult> {
  state.drain();
  log.info('drain: not ready; answering with Connection: close', {
    reason,
    delayMs,
    inFlight: state.inFlight,
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));

  state.stop();
  stopListening(server);
  log.info('drain: stopped listening; waiting for the requests in flight', {
    inFlight: state.inFlight,
    timeoutMs,
  });
  // A connection accepted just before the listener closed may not have delivered its request
  // yet: Node counts it idle, and closing it then resets a request the edge has already sent
  // (and a POST is never sent again). Each gets a moment to arrive first.
  await new Promise((resolve) => setTimeout(resolve, acceptGraceMs));
  // A connection whose answer had begun before the signal stays open once it ends: close each
  // as soon as it is idle.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const idle = await state.whenIdle(timeoutMs);
  clearInterval(sweep);
  if (!idle) {
    log.error('drain: requests still in flight at SERVER_DRAIN_TIMEOUT_MS; exiting without them', {
      inFlight: state.inFlight,
      timeoutMs,
    });
    return 'timeout';
  }
  server.closeIdleConnections();

  for (const { name, error } of await runShutdownHooks()) {
    if (error) log.warn('drain: could not close a part', { part: name, cause: error });
  }
  log.info('drain: done');
  return 'drained';
}
