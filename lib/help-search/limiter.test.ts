// The search's limit per visitor: in the shared Redis, under a key of its own that expires with
// its window, so that every instance counts a visitor together; else in this instance.
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { deleteKeys } from '#tools/testing/redis-keys.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';
import { SharedRedis } from '../redis/shared-redis.ts';
import { createSearchLimiter } from './limiter.ts';

// TEST_REDIS_URL, or the private redis-server of tools/testing/redis-global-setup.ts: only keys
// under this file's random prefix are touched.
const redisUrl = inject('redisUrl');
const prefix = `test:search-limiter:${randomUUID()}`;
const rule = { limit: 2, windowS: 60 };

describe('createSearchLimiter', () => {
  const instances = [1, 2].map(() => new SharedRedis({ url: redisUrl, prefix, timeoutMs: 500 }));

  afterAll(async () => {
    await Promise.all(instances.map((redis) => redis.close()));
    await deleteKeys(redisUrl, prefix);
  });

  it('counts a visitor on every instance together, under a key that expires', async () => {
    const [a, b] = instances.map((redis) => createSearchLimiter(rule, redis));
    expect((await a?.hit('203.0.113.7'))?.allowed).toBe(true);
    expect((await b?.hit('203.0.113.7'))?.allowed).toBe(true);
    expect((await a?.hit('203.0.113.7'))?.allowed).toBe(false);
    expect((await b?.hit('203.0.113.8'))?.allowed).toBe(true);

    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const key = `${prefix}:help-search-rate:203.0.113.7`;
    expect(Number(await admin.get(key))).toBe(3);
    expect(await admin.ttl(key)).toBeGreaterThan(0);
    admin.destroy();
  });

  it('counts in this instance without Redis', () => {
    expect(createSearchLimiter(rule, null)).toBeInstanceOf(MemoryRateLimiter);
  });
});
