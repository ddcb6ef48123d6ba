import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { SharedRedis } from '../redis/shared-redis.ts';
import { MemoryRateLimiter, maxTrackedAddresses } from './rate-limit.ts';
import { RedisRateLimiter } from './rate-limit-redis.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';

const rule = { limit: 3, windowS: 60 };

describe('MemoryRateLimiter (fixed window)', () => {
  it('lets `limit` hits through per window and tells how long to wait', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(rule, () => now);
    for (const remaining of [2, 1, 0]) {
      expect(await limiter.hit('a')).toEqual({ allowed: true, remaining });
    }
    now += 15_500;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 45 });
    expect(await limiter.hit('b')).toEqual({ allowed: true, remaining: 2 });
    now += 44_500;
    expect(await limiter.hit('a')).toEqual({ allowed: true, remaining: 2 });
  });

  it('tracks at most its cap of addresses under a flood of 100,000, and limits the newest', async () => {
    const now = 1_000_000;
    const limiter = new MemoryRateLimiter(rule, () => now);
    for (let index = 0; index < 100_000; index += 1) await limiter.hit(`flood-${index}`);
    expect(limiter.size).toBe(maxTrackedAddresses);

    // The newest address keeps its count: two more, then refused.
    expect(await limiter.hit('flood-99999')).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit('flood-99999')).toEqual({ allowed: true, remaining: 0 });
    expect(await limiter.hit('flood-99999')).toEqual({ allowed: false, retryAfterS: 60 });
    // A new visitor after the flood is limited as well.
    for (const remaining of [2, 1, 0]) {
      expect(await limiter.hit('after-flood')).toEqual({ allowed: true, remaining });
    }
    expect((await limiter.hit('after-flood')).allowed).toBe(false);
    // The oldest were forgotten, and the cap still holds.
    expect(await limiter.hit('flood-0')).toEqual({ allowed: true, remaining: 2 });
    expect(limiter.size).toBe(maxTrackedAddresses);
  });

  it('lets go of expired windows as new ones open', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(rule, () => now, 3);
    for (const key of ['a', 'b', 'c']) await limiter.hit(key);
    now = 60_000;
    await limiter.hit('d');
    expect(limiter.size).toBe(1);
  });

  it('at the cap drops the window that opened first, not the one renewed last', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(rule, () => now, 2);
    await limiter.hit('renewed');
    now = 30_000;
    await limiter.hit('older');
    now = 60_000;
    await limiter.hit('renewed');
    await limiter.hit('newcomer');
    expect(limiter.size).toBe(2);
    expect(await limiter.hit('renewed')).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit('older')).toEqual({ allowed: true, remaining: 2 });
  });
});

// TEST_REDIS_URL, or the private redis-server of tools/testing/redis-global-setup.ts. That Redis
// may hold data of others: these tests touch only keys under their own random prefix.
const redisUrl = inject('redisUrl');
const prefix = `test:draw-rate:${randomUUID()}`;

describe('RedisRateLimiter', () => {
  const connections: SharedRedis[] = [];
  /** An instance's limiter, on a connection of its own. */
  const limiter = (url = redisUrl) => {
    const redis = new SharedRedis({ url, prefix, timeoutMs: 200 });
    connections.push(redis);
    return new RedisRateLimiter({ redis, rule, name: 'draw-rate', part: 'drawing rate limits' });
  };

  afterEach(() => vi.restoreAllMocks());

  afterAll(async () => {
    await Promise.all(connections.map((each) => each.close()));
    await deleteKeys(redisUrl, prefix);
  });

  it('counts hits of every instance together, with an expiry on the key', async () => {
    const { err: errors } = captureLog();
    const first = limiter();
    const second = limiter();
    expect(await first.hit('shared')).toEqual({ allowed: true, remaining: 2 });
    expect(await second.hit('shared')).toEqual({ allowed: true, remaining: 1 });
    expect(await first.hit('shared')).toEqual({ allowed: true, remaining: 0 });
    const refused = await second.hit('shared');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterS).toBeGreaterThanOrEqual(59);
    expect(errors).toEqual([]);

    const admin = createClient({ url: redisUrl });
    await admin.connect();
    expect(Number(await admin.get(`${prefix}:draw-rate:shared`))).toBe(4);
    expect(await admin.ttl(`${prefix}:draw-rate:shared`)).toBeGreaterThan(0);
    admin.destroy();
  });

  it('falls back to a per-instance limit when Redis is down, and says so once', async () => {
    const { err: errors } = captureLog();
    // Nothing listens on port 1.
    const down = limiter('redis://127.0.0.1:1');
    const decisions = [];
    for (let hit = 0; hit < 4; hit += 1) decisions.push((await down.hit('visitor')).allowed);
    expect(decisions).toEqual([true, true, true, false]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('drawing rate limits');
  });
});
