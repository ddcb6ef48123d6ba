// What the operator's metrics count of the drawing proxy: each answer by endpoint and outcome,
// and the time of the calls passed on to the drawing service.
import { describe, expect, it } from 'vitest';
import {
  accepted,
  drawRequest,
  getRequest,
  proxyWith,
  upstreamAnswering,
} from '#tools/testing/draw-proxy.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { drawOutcome } from '../metrics/draw.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';

const draw = '/aiapi/v1/draw';
const answers = (endpoint: string, outcome: string) =>
  metricValue('mantisoft_draw_requests_total', { endpoint, outcome });
const upstreamCalls = (endpoint: string) =>
  metricValue('mantisoft_draw_upstream_duration_seconds', { endpoint }, 'count');

/** Each outcome's count of `endpoint`, and its upstream calls. */
const counts = async (endpoint: string) => ({
  ok: await answers(endpoint, 'ok'),
  upstream_error: await answers(endpoint, 'upstream_error'),
  timeout: await answers(endpoint, 'timeout'),
  rate_limited: await answers(endpoint, 'rate_limited'),
  refused: await answers(endpoint, 'refused'),
  upstream: await upstreamCalls(endpoint),
});

describe('the drawing proxy metrics', () => {
  it.each([
    ['ok', () => Response.json(accepted)],
    ['upstream_error', () => new Response('busy', { status: 503 })],
    ['upstream_error', () => Response.json({ unexpected: true })],
    ['timeout', () => new Promise<Response>(() => {})],
  ] as const)('count a call passed on as %s, and time it', async (outcome, reply) => {
    const proxy = proxyWith(upstreamAnswering(reply).fetch, { timeoutMs: 20 });
    const before = await counts(draw);
    await proxy.draw(drawRequest({ prompt: 'a fox' }));
    expect(await counts(draw)).toEqual({
      ...before,
      [outcome]: before[outcome] + 1,
      upstream: before.upstream + 1,
    });
  });

  it('count a refused call and a rate-limited one, neither passed on', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const limiter = new MemoryRateLimiter({ limit: 1, windowS: 60 });
    const proxy = proxyWith(upstream.fetch, { limiter });
    const before = await counts(draw);
    await proxy.draw(drawRequest({ prompt: 'a fox' }, { 'content-type': 'text/plain' }));
    await proxy.draw(drawRequest({ prompt: 'a fox' }));
    await proxy.draw(drawRequest({ prompt: 'a fox' }));
    expect(upstream.calls).toHaveLength(1);
    expect(await counts(draw)).toEqual({
      ...before,
      refused: before.refused + 1,
      ok: before.ok + 1,
      rate_limited: before.rate_limited + 1,
      upstream: before.upstream + 1,
    });
  });

  it('count the account endpoint under its own name', async () => {
    const proxy = proxyWith(upstreamAnswering(() => new Response('', { status: 500 })).fetch);
    const endpoint = '/aiapi/v1/client/detail';
    const before = await answers(endpoint, 'upstream_error');
    await proxy.clientDetail(getRequest(endpoint));
    expect(await answers(endpoint, 'upstream_error')).toBe(before + 1);
  });
});

describe('drawOutcome', () => {
  it("names each of the proxy's statuses", () => {
    expect([200, 400, 403, 413, 415, 429, 502, 504].map(drawOutcome)).toEqual([
      'ok',
      'refused',
      'refused',
      'refused',
      'refused',
      'rate_limited',
      'upstream_error',
      'timeout',
    ]);
  });
});
