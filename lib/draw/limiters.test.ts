// Both limiters of the proxy, in the shared Redis: each keeps its own rule and its own keys.
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { SharedRedis } from '../redis/shared-redis.ts';
import { createLimiters } from './limiters.ts';
import { MemoryRateLimiter, type RateLimiter } from '../rate-limit/rate-limit.ts';
import { RedisRateLimiter } from '../rate-limit/rate-limit-redis.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';

// TEST_REDIS_URL, or the private redis-server of tools/testing/redis-global-setup.ts: only keys
// under this file's random prefix are touched.
const redisUrl = inject('redisUrl');
const prefix = `test:limiters:${randomUUID()}`;
const rules = {
  rateLimit: { limit: 1, windowS: 60 },
  detailRateLimit: { limit: 3, windowS: 60 },
  captchaRateLimit: { limit: 2, windowS: 60 },
};

async function allowedOf(limiter: RateLimiter, hits: number) {
  const decisions = [];
  for (let hit = 0; hit < hits; hit += 1) decisions.push((await limiter.hit('visitor')).allowed);
  return decisions;
}

describe('createLimiters', () => {
  const redis = new SharedRedis({ url: redisUrl, prefix, timeoutMs: 200 });

  afterAll(async () => {
    await redis.close();
    await deleteKeys(redisUrl, prefix);
  });

  it('keeps the drawing, the detail and the captcha rules apart in Redis', async () => {
    const { err: errors } = captureLog();
    const { draw, detail, captcha } = createLimiters(rules, redis);
    expect(draw).toBeInstanceOf(RedisRateLimiter);
    expect(detail).toBeInstanceOf(RedisRateLimiter);
    expect(await allowedOf(draw, 2)).toEqual([true, false]);
    expect(await allowedOf(detail, 4)).toEqual([true, true, true, false]);
    expect(await allowedOf(captcha, 3)).toEqual([true, true, false]);
    expect(errors).toEqual([]);

    const admin = createClient({ url: redisUrl });
    await admin.connect();
    expect(Number(await admin.get(`${prefix}:draw-rate:visitor`))).toBe(2);
    expect(Number(await admin.get(`${prefix}:detail-rate:visitor`))).toBe(4);
    expect(Number(await admin.get(`${prefix}:captcha-rate:visitor`))).toBe(3);
    admin.destroy();
  });

  it('counts in this instance without Redis', async () => {
    const { draw, detail } = createLimiters(rules, null);
    expect(draw).toBeInstanceOf(MemoryRateLimiter);
    expect(await allowedOf(detail, 4)).toEqual([true, true, true, false]);
  });
});
