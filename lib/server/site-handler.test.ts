// The production server's handling around Next, over a real Node HTTP server with a stand-in for
// Next's handler: request ids, readiness, closing connections once stopping, and the metrics.
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probe } from '#tools/testing/http-probe.ts';
import { createLog } from '../log.ts';
import type { AnsweredRequest } from '../metrics/index.ts';
import { proxyTrust } from './proxy-trust.ts';
import { ServerState } from './server-state.ts';
import { type RequestHandler, siteHandler } from './site-handler.ts';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A site whose "Next" logs one line and answers 200, trusting the proxy 127.0.0.2. */
async function site(next?: RequestHandler) {
  const lines: Record<string, unknown>[] = [];
  const into = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const log = createLog(into, into, 'info');
  const answered: AnsweredRequest[] = [];
  const state = new ServerState();
  const handler = siteHandler({
    next:
      next ??
      (async (_request, response) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.info('page rendered');
        response.end('page');
      }),
    state,
    trusted: proxyTrust(['127.0.0.2']),
    observe: (each) => void answered.push(each),
    log,
  });
  server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  state.listening();
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, state, lines, answered };
}

describe('the request id', () => {
  it('is the trusted edge’s, in the answer and in every line logged for the request', async () => {
    const { origin, lines } = await site();
    const edgeId = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const answer = await probe(`${origin}/en/announcement/7`, {
      localAddress: '127.0.0.2',
      headers: { 'x-request-id': edgeId },
    });
    expect(answer.headers['x-request-id']).toBe(edgeId);
    expect(lines).toEqual([expect.objectContaining({ msg: 'page rendered', reqId: edgeId })]);
  });

  it('is a fresh one for a direct visitor, whatever it sends', async () => {
    const { origin, lines } = await site();
    const answer = await probe(`${origin}/`, { headers: { 'x-request-id': 'chosen-by-me' } });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(lines).toEqual([expect.objectContaining({ reqId: id })]);
  });
});

describe('readiness on the site’s port', () => {
  it('says ready while serving and draining once stopping, never cached, never Next’s', async () => {
    const { origin, state } = await site(async () => {
      throw new Error('Next must not answer readiness');
    });
    const ready = await probe(`${origin}/api/ready`);
    expect(ready).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    expect(ready.headers['cache-control']).toBe('no-store');
    state.drain();
    const draining = await probe(`${origin}/api/ready`);
    expect(draining).toMatchObject({ status: 503, body: '{"status":"draining"}' });
    expect(draining.headers.connection).toBe('close');
  });
});

describe('once the server is stopping', () => {
  it('closes the connection after each answer, those already being prepared too', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { origin, state } = await site(async (request, response) => {
      if (request.url === '/held') await held;
      response.end('page');
    });
    const agent = new Agent({ keepAlive: true });
    const before = await probe(`${origin}/`, { agent });
    expect(before.headers.connection).toBe('keep-alive');
    const slow = probe(`${origin}/held`, { agent });
    await new Promise((resolve) => setTimeout(resolve, 50));
    state.drain();
    release();
    expect((await slow).headers.connection).toBe('close');
    expect((await probe(`${origin}/`, { agent })).headers.connection).toBe('close');
    agent.destroy();
  });
});

describe('the metrics of each answer', () => {
  it('count it under its route pattern, never its path', async () => {
    const { origin, answered } = await site(async (request, response) => {
      response.statusCode = request.url === '/nowhere/at/all' ? 404 : 200;
      response.end();
    });
    await probe(`${origin}/en/announcement/42?_rsc=abc`);
    await probe(`${origin}/nowhere/at/all`);
    await probe(`${origin}/api/ready`);
    expect(answered.map(({ route, status }) => ({ route, status }))).toEqual([
      { route: '/[locale]/announcement/[id]', status: 200 },
      { route: 'other', status: 404 },
      { route: '/api/ready', status: 200 },
    ]);
    for (const { durationS } of answered) expect(durationS).toBeGreaterThanOrEqual(0);
  });
});
