import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { OutageGuard } from './outage-guard.ts';

const failing = async (): Promise<string> => {
  throw new Error('The client is offline');
};

afterEach(() => vi.restoreAllMocks());

describe('OutageGuard', () => {
  it("gives the command's answer while Redis answers", async () => {
    const guard = new OutageGuard({ timeoutMs: 100 });
    expect(await guard.run(async () => 'OK')).toBe('OK');
    expect(guard.down).toBe(false);
  });

  it('says an outage starts once, rests between tries, and says when it ends', async () => {
    const { err: errors, out: infos } = captureLog();
    let now = 0;
    const guard = new OutageGuard({ timeoutMs: 100, retryMs: 1000, now: () => now });
    guard.register('page cache');
    guard.register('webhook replay guard');
    let calls = 0;
    const counted = () => {
      calls += 1;
      return failing();
    };
    expect(await guard.run(counted)).toBeUndefined();
    expect(guard.down).toBe(true);
    // Within the rest nothing is tried: a request does not pay for a known outage.
    now = 500;
    expect(await guard.run(counted)).toBeUndefined();
    expect(calls).toBe(1);
    now = 1000;
    expect(await guard.run(counted)).toBeUndefined();
    now = 2000;
    expect(await guard.run(counted)).toBeUndefined();
    expect(calls).toBe(3);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({
      level: 'error',
      msg: 'redis: not shared until Redis answers again: page cache, webhook replay guard',
      affected: ['page cache', 'webhook replay guard'],
      cause: { message: 'The client is offline' },
    });

    now = 3000;
    expect(await guard.run(async () => 'back')).toBe('back');
    expect(guard.down).toBe(false);
    expect(infos.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        msg: 'redis: shared again: page cache, webhook replay guard',
        failures: 3,
        downSeconds: 3,
      }),
    ]);
  });

  it('gives up on a command that does not answer within the time limit', async () => {
    captureLog();
    const guard = new OutageGuard({ timeoutMs: 50 });
    const started = performance.now();
    const answer = await guard.run(() => new Promise<string>(() => {}));
    expect(answer).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(guard.down).toBe(true);
  });

  it('waits for the first connection to open, and only the short limit once Redis failed', async () => {
    captureLog();
    let now = 0;
    const guard = new OutageGuard({
      timeoutMs: 20,
      link: { open: false },
      retryMs: 1000,
      now: () => now,
    });
    // Opening the process's first connection may take longer than a command.
    expect(await guard.run(() => sleep(100).then(() => 'opened'))).toBe('opened');
    expect(await guard.run(failing)).toBeUndefined();
    // A new attempt to connect, after a failure, does not hold a request past the short limit.
    now = 1000;
    const started = performance.now();
    expect(await guard.run(() => new Promise<string>(() => {}))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("the outage guard's metrics", () => {
  const counts = async () => ({
    outages: await metricValue('mantisoft_redis_outages_total'),
    unreachable: await metricValue('mantisoft_redis_unreachable'),
    errors: await metricValue('mantisoft_redis_errors_total', { kind: 'error' }),
    timeouts: await metricValue('mantisoft_redis_errors_total', { kind: 'timeout' }),
    skipped: await metricValue('mantisoft_redis_skipped_total'),
  });

  it('count an outage once, each failed command by kind and the ones not sent', async () => {
    captureLog();
    let now = 0;
    const guard = new OutageGuard({ timeoutMs: 50, retryMs: 1000, now: () => now });
    const before = await counts();
    expect(await guard.run(async () => 'OK')).toBe('OK');
    expect(await counts()).toEqual(before);

    await guard.run(failing);
    now = 500;
    await guard.run(failing); // resting: not sent
    now = 1000;
    await guard.run(() => new Promise<string>(() => {}));
    expect(await counts()).toEqual({
      outages: before.outages + 1,
      unreachable: 1,
      errors: before.errors + 1,
      timeouts: before.timeouts + 1,
      skipped: before.skipped + 1,
    });

    now = 2000;
    await guard.run(async () => 'OK');
    expect(await counts()).toMatchObject({ outages: before.outages + 1, unreachable: 0 });
  });
});
