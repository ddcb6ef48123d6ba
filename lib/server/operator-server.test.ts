import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probe } from '#tools/testing/http-probe.ts';
import { metricsRegistry, observeRequest } from '../metrics/index.ts';
import { operatorServer } from './operator-server.ts';
import { ServerState } from './server-state.ts';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
});

async function operator(state: ServerState): Promise<string> {
  server = operatorServer(state, metricsRegistry());
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the operator’s port', () => {
  it('shows the requests counted by route and status, in Prometheus’s text format', async () => {
    const origin = await operator(new ServerState());
    observeRequest({ route: '/[locale]/announcement/[id]', status: 200, durationS: 0.02 });
    const metrics = await probe(`${origin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toContain(
      'mantisoft_http_requests_total{route="/[locale]/announcement/[id]",status="200"} 1',
    );
    expect(metrics.body).toContain('process_resident_memory_bytes');
  });

  it('says starting, ready and draining, and live throughout', async () => {
    const state = new ServerState();
    const origin = await operator(state);
    expect(await probe(`${origin}/ready`)).toMatchObject({
      status: 503,
      body: '{"status":"starting"}',
    });
    state.listening();
    expect(await probe(`${origin}/ready`)).toMatchObject({
      status: 200,
      body: '{"status":"ready"}',
    });
    state.drain();
    expect(await probe(`${origin}/ready`)).toMatchObject({
      status: 503,
      body: '{"status":"draining"}',
    });
    expect(await probe(`${origin}/live`)).toMatchObject({ status: 200 });
    expect((await probe(`${origin}/`)).status).toBe(404);
  });
});
