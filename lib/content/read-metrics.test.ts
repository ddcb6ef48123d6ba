// What the operator's metrics count of content reads, against a real HTTP server: the calls that
// reach the network by endpoint and status, their time, and the failed reads by kind.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleOf } from '#tools/testing/contract-examples.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { createContentClient } from './client.ts';
import { getShowcase } from './showcase.ts';

const endpoint = '/api/show/get';
let answer: (response: ServerResponse) => void = () => {};
const server = createServer((_, response) => answer(response));
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const json = (status: number, body: unknown) => (response: ServerResponse) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const counts = async () => ({
  reads: await metricValue('mantisoft_content_reads_total', { endpoint }),
  calls2xx: await metricValue('mantisoft_content_calls_total', { endpoint, status: '2xx' }),
  calls4xx: await metricValue('mantisoft_content_calls_total', { endpoint, status: '4xx' }),
  calls5xx: await metricValue('mantisoft_content_calls_total', { endpoint, status: '5xx' }),
  noAnswer: await metricValue('mantisoft_content_calls_total', { endpoint, status: 'none' }),
  timed: await metricValue('mantisoft_content_call_duration_seconds', { endpoint }, 'count'),
  errors: await metricValue('mantisoft_content_errors_total', { endpoint }),
});

const failures = (kind: string) =>
  metricValue('mantisoft_content_errors_total', { endpoint, kind });

const showcase = (baseUrl = base, timeoutMs = 5000) =>
  getShowcase({ locale: 'en' }, createContentClient({ baseUrl, timeoutMs }));

describe('the content metrics', () => {
  it('count a read, its call by status and its time, and no error when it succeeds', async () => {
    answer = json(200, exampleOf(endpoint, 'en'));
    const before = await counts();
    await showcase();
    expect(await counts()).toEqual({
      ...before,
      reads: before.reads + 1,
      calls2xx: before.calls2xx + 1,
      timed: before.timed + 1,
    });
  });

  it.each([
    ['status', json(502, '<html>bad gateway</html>'), 'calls5xx'],
    ['refused', json(404, { status: 404, error: 'not_found', message: 'none' }), 'calls4xx'],
    ['schema', json(200, { data: 'not a list' }), 'calls2xx'],
  ] as const)('count a %s failure by its kind, and its call', async (kind, reply, status) => {
    answer = reply;
    const before = await counts();
    const failed = await failures(kind);
    await expect(showcase()).rejects.toThrow();
    expect(await failures(kind)).toBe(failed + 1);
    expect(await counts()).toEqual({
      ...before,
      reads: before.reads + 1,
      [status]: before[status] + 1,
      timed: before.timed + 1,
      errors: before.errors + 1,
    });
  });

  it('count a timeout, and the call that never answered once it is dropped', async () => {
    answer = () => {}; // holds the request
    const before = await counts();
    const failed = await failures('timeout');
    await expect(showcase(base, 100)).rejects.toThrow(/within 100 ms/);
    expect(await failures('timeout')).toBe(failed + 1);
    await expect
      .poll(async () => (await counts()).noAnswer, { timeout: 10_000 })
      .toBe(before.noAnswer + 1);
  });

  it('count a read that reaches no server as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const before = await counts();
    const failed = await failures('network');
    await expect(showcase(`http://127.0.0.1:${port}`)).rejects.toThrow();
    expect(await failures('network')).toBe(failed + 1);
    expect((await counts()).noAnswer).toBe(before.noAnswer + 1);
  });

  it('count no call for a read answered without the network, nor for a request outside reads', async () => {
    answer = json(200, exampleOf(endpoint, 'en'));
    const before = await counts();
    // Next's data cache answers through the fetch it patches: the request never leaves.
    const cached = async () => Response.json(exampleOf(endpoint, 'en'));
    await getShowcase({ locale: 'en' }, createContentClient({ baseUrl: base, fetch: cached }));
    await (await fetch(`${base}${endpoint}`)).arrayBuffer();
    expect(await counts()).toEqual({ ...before, reads: before.reads + 1 });
  });
});
