import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';
import { SharedRedis } from '../redis/shared-redis.ts';
import { budgetWindows, type DrawBudget, MemoryDrawBudget } from './budget.ts';
import { RedisDrawBudget } from './budget-redis.ts';

// 2025-03-10 15:40 UTC: 23:40 in China, 20 minutes before the hour and the day end.
const evening = Date.UTC(2025, 2, 10, 15, 40);

async function spendAll(budget: DrawBudget, times: number) {
  const decisions = [];
  for (let time = 0; time < times; time += 1) decisions.push(await budget.spend());
  return decisions;
}

describe('budgetWindows', () => {
  it('ends hours on the hour and days at midnight China time', () => {
    const { hour, day } = budgetWindows(evening);
    expect(new Date(hour.endsAt).toISOString()).toBe('2025-03-10T16:00:00.000Z');
    expect(new Date(day.endsAt).toISOString()).toBe('2025-03-10T16:00:00.000Z');
    const morning = budgetWindows(Date.UTC(2025, 2, 10, 16, 0));
    expect(morning.day.index).toBe(budgetWindows(evening).day.index + 1);
    expect(new Date(morning.day.endsAt).toISOString()).toBe('2025-03-11T16:00:00.000Z');
  });
});

describe('MemoryDrawBudget', () => {
  it('refuses once the hour is spent, until the next hour', async () => {
    let now = Date.UTC(2025, 2, 10, 3, 50);
    const budget = new MemoryDrawBudget({ hour: 2, day: 10 }, () => now);
    expect(await spendAll(budget, 3)).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: false, window: 'hour', retryAfterS: 600 },
    ]);
    now = Date.UTC(2025, 2, 10, 4, 0);
    expect(await budget.spend()).toEqual({ allowed: true });
  });

  it('refuses once the day is spent, whatever the hour, until midnight China time', async () => {
    let now = Date.UTC(2025, 2, 10, 1, 0);
    const budget = new MemoryDrawBudget({ hour: 2, day: 3 }, () => now);
    await spendAll(budget, 2);
    now = Date.UTC(2025, 2, 10, 2, 0);
    expect(await spendAll(budget, 2)).toEqual([
      { allowed: true },
      { allowed: false, window: 'day', retryAfterS: 14 * 3600 },
    ]);
    now = Date.UTC(2025, 2, 10, 16, 0);
    expect(await budget.spend()).toEqual({ allowed: true });
  });
});

// TEST_REDIS_URL, or the private redis-server of tools/testing/redis-global-setup.ts: only keys
// under this file's random prefix are touched.
const redisUrl = inject('redisUrl');
const prefix = `test:draw-budget:${randomUUID()}`;

describe('RedisDrawBudget', () => {
  const connections: SharedRedis[] = [];
  const budget = (rule: { hour: number; day: number }, now: () => number, url = redisUrl) => {
    const redis = new SharedRedis({ url, prefix, timeoutMs: 5000 });
    connections.push(redis);
    return new RedisDrawBudget(redis, rule, now);
  };

  afterAll(async () => {
    await Promise.all(connections.map((each) => each.close()));
    await deleteKeys(redisUrl, prefix);
  });

  it('spends one budget from every instance, and counts no refused drawing', async () => {
    const { err: errors } = captureLog();
    const now = () => evening;
    const [first, second] = [
      budget({ hour: 3, day: 100 }, now),
      budget({ hour: 3, day: 100 }, now),
    ];
    const decisions = [
      await first.spend(),
      await second.spend(),
      await first.spend(),
      await second.spend(),
      await first.spend(),
    ];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[3]).toEqual({ allowed: false, window: 'hour', retryAfterS: 1200 });
    expect(errors).toEqual([]);

    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const { hour, day } = budgetWindows(evening);
    expect(await admin.get(`${prefix}:draw-budget:hour:${hour.index}`)).toBe('3');
    expect(await admin.get(`${prefix}:draw-budget:day:${day.index}`)).toBe('3');
    expect(await admin.pTTL(`${prefix}:draw-budget:hour:${hour.index}`)).toBeGreaterThan(0);
    admin.destroy();
  });

  it('names the day when the day is spent', async () => {
    const later = () => evening + 24 * 3_600_000;
    const spent = budget({ hour: 10, day: 1 }, later);
    expect(await spendAll(spent, 2)).toEqual([
      { allowed: true },
      { allowed: false, window: 'day', retryAfterS: 1200 },
    ]);
  });

  it('spends from the instance’s own budget while Redis is down, and says so once', async () => {
    const { err: errors } = captureLog();
    // Nothing listens on port 1.
    const down = budget({ hour: 2, day: 10 }, () => evening, 'redis://127.0.0.1:1');
    const decisions = await spendAll(down, 3);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('drawing budget');
  });
});
