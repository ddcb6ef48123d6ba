// A drain over a real Node HTTP server: the request in flight is answered, readiness says
// draining meanwhile, new connections are refused once the delay is over, and the parts inside
// Next are closed; a request that never ends is given up at the bound.
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probe } from '#tools/testing/http-probe.ts';
import { createLog } from '../log.ts';
import { drainServer } from './drain.ts';
import { ServerState } from './server-state.ts';
import { onShutdown } from './shutdown-hooks.ts';
import { siteHandler } from './site-handler.ts';
import { proxyTrust } from './proxy-trust.ts';
import { acceptsConnections } from '../accepts-connections.ts';

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A site whose /held answers once `release` is called, and everything else at once. */
async function site() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const lines: Record<string, unknown>[] = [];
  const into = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const log = createLog(into, into, 'info');
  const state = new ServerState();
  const handler = siteHandler({
    next: async (request, response) => {
      if (request.url === '/held') await held;
      response.end('page');
    },
    state,
    trusted: proxyTrust([]),
    observe: () => {},
    log,
  });
  server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  state.listening();
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, port, state, log, lines, release };
}

describe('a drain', () => {
  it('answers the request in flight, and refuses new connections only after the delay', async () => {
    const { server, origin, port, state, log, lines, release } = await site();
    let closedRedis = false;
    onShutdown('redis', () => void (closedRedis = true));
    const agent = new Agent({ keepAlive: true });
    await probe(`${origin}/`, { agent });
    const kept = Object.values(agent.freeSockets).flat()[0];
    const keptClosed = new Promise((resolve) => kept?.once('close', resolve));
    const inFlight = probe(`${origin}/held`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const drained = drainServer(server, state, { delayMs: 300, timeoutMs: 10_000 }, log);
    const during = await probe(`${origin}/api/ready`);
    expect(during).toMatchObject({ status: 503, body: '{"status":"draining"}' });
    expect((await probe(`${origin}/`)).status).toBe(200);
    // Past the delay: no longer listening, and the idle kept-alive connection is closed.
    for (let tries = 0; (await acceptsConnections(port)) && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await acceptsConnections(port)).toBe(false);
    await keptClosed;
    expect(closedRedis).toBe(false);

    release();
    expect(await inFlight).toMatchObject({ status: 200, body: 'page' });
    expect(await drained).toBe('drained');
    expect(closedRedis).toBe(true);
    expect(lines.map(({ msg }) => msg)).toEqual([
      'drain: not ready; answering with Connection: close',
      'drain: stopped listening; waiting for the requests in flight',
      'drain: done',
    ]);
    agent.destroy();
  });

  it('gives up on a request still in flight at the bound', async () => {
    const { server, origin, state, log, lines } = await site();
    void probe(`${origin}/held`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.inFlight).toBe(1);
    expect(await drainServer(server, state, { delayMs: 0, timeoutMs: 200 }, log)).toBe('timeout');
    expect(lines.at(-1)).toMatchObject({ level: 'error', inFlight: 1, timeoutMs: 200 });
  });
});
