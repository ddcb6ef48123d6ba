// What the operator's metrics count of the webhook: every call received, the accepted ones, and
// the refused ones by reason.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import { metricValue } from '#tools/testing/metric-values.ts';

vi.mock('next/cache', () => ({ revalidateTag: () => {} }));

const { POST } = await import('./route.ts');

const secret = 'metrics-webhook-secret-of-some-length';
beforeAll(() => {
  vi.stubEnv('REVALIDATE_SECRET', secret);
  vi.stubEnv('REDIS_URL', ''); // replays are remembered in this process
});
afterAll(() => vi.unstubAllEnvs());

function post(body: string, headers: Record<string, string>) {
  return POST(new Request('http://site.test/api/revalidate', { method: 'POST', headers, body }));
}

const counts = async () => ({
  received: await metricValue('mantisoft_webhooks_received_total'),
  accepted: await metricValue('mantisoft_webhooks_accepted_total'),
  refused: await metricValue('mantisoft_webhooks_refused_total'),
});
const refusals = (reason: string) => metricValue('mantisoft_webhooks_refused_total', { reason });

describe('the webhook metrics', () => {
  it('count an accepted call, and its replay as refused', async () => {
    const call = signedWebhook(secret, ['help']);
    const before = await counts();
    const replays = await refusals('replay');
    expect((await post(call.body, call.headers)).status).toBe(200);
    expect(await counts()).toEqual({
      ...before,
      received: before.received + 1,
      accepted: before.accepted + 1,
    });
    expect((await post(call.body, call.headers)).status).toBe(200);
    expect(await refusals('replay')).toBe(replays + 1);
    expect((await counts()).accepted).toBe(before.accepted + 1);
  });

  it.each([
    ['signature', () => signedWebhook('another-secret-of-some-length', ['help'])],
    ['timestamp', () => signedWebhook(secret, ['help'], { timestamp: 1_000_000 })],
    ['tags', () => signedWebhook(secret, ['no-such-tag'])],
    [
      'headers',
      () => ({ body: '{"tags":["help"]}', headers: { 'content-type': 'application/json' } }),
    ],
    ['too_large', () => ({ body: 'x'.repeat(65 * 1024), headers: {} })],
  ])('count a call refused for its %s', async (reason, make) => {
    const { body, headers } = make();
    const before = await counts();
    const refused = await refusals(reason);
    expect((await post(body, headers)).status).toBeGreaterThanOrEqual(400);
    expect(await refusals(reason)).toBe(refused + 1);
    expect(await counts()).toEqual({
      ...before,
      received: before.received + 1,
      refused: before.refused + 1,
    });
  });
});
