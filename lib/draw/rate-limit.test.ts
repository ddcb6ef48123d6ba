import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limit.ts';
import { RedisRateLimiter } from './rate-limit-redis.ts';

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
});

// TEST_REDIS_URL, or the private redis-server of lib/testing/redis-global-setup.ts. That Redis
// may hold data of others: these tests touch only keys under their own random prefix.
const redisUrl = inject('redisUrl');
const prefix = `test:draw-rate:${randomUUID()}:`;

describe('RedisRateLimiter', () => {
  const limiters: RedisRateLimiter[] = [];
  const limiter = (options: Partial<ConstructorParameters<typeof RedisRateLimiter>[0]> = {}) => {
    const created = new RedisRateLimiter({ url: redisUrl, rule, prefix, ...options });
    limiters.push(created);
    return created;
  };

  afterAll(async () => {
    await Promise.all(limiters.map((each) => each.close()));
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(keys);
    admin.destroy();
  });

  it('counts hits of every instance together, with an expiry on the key', async () => {
    const errors: unknown[] = [];
    const first = limiter({ onError: (error) => errors.push(error) });
    const second = limiter({ onError: (error) => errors.push(error) });
    expect(await first.hit('shared')).toEqual({ allowed: true, remaining: 2 });
    expect(await second.hit('shared')).toEqual({ allowed: true, remaining: 1 });
    expect(await first.hit('shared')).toEqual({ allowed: true, remaining: 0 });
    const refused = await second.hit('shared');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterS).toBeGreaterThanOrEqual(59);
    expect(errors).toEqual([]);

    const admin = createClient({ url: redisUrl });
    await admin.connect();
    expect(Number(await admin.get(`${prefix}shared`))).toBe(4);
    expect(await admin.ttl(`${prefix}shared`)).toBeGreaterThan(0);
    admin.destroy();
  });

  it('falls back to a per-instance limit when Redis is down, and says so', async () => {
    const errors: unknown[] = [];
    // Nothing listens on port 1.
    const down = limiter({
      url: 'redis://127.0.0.1:1',
      timeoutMs: 200,
      onError: (e) => errors.push(e),
    });
    const decisions = [];
    for (let hit = 0; hit < 4; hit += 1) decisions.push((await down.hit('visitor')).allowed);
    expect(decisions).toEqual([true, true, true, false]);
    expect(errors.length).toBeGreaterThan(0);
  });
});
