import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';
import { SharedRedis } from '../redis/shared-redis.ts';
import { MemoryOneTimeStore, maxStoredValues } from './one-time-store.ts';
import { RedisOneTimeStore } from './one-time-store-redis.ts';

describe('MemoryOneTimeStore', () => {
  it('gives a value once, and never after its time', async () => {
    let now = 0;
    const store = new MemoryOneTimeStore(() => now);
    await store.put('a', 'one', 1000);
    await store.put('b', 'two', 1000);
    expect(await store.take('a')).toBe('one');
    expect(await store.take('a')).toBeNull();
    now = 1000;
    expect(await store.take('b')).toBeNull();
    expect(await store.take('never')).toBeNull();
  });

  it('keeps at most its cap of values under a flood, dropping the oldest', async () => {
    const store = new MemoryOneTimeStore(() => 0);
    const flood = maxStoredValues + 5000;
    for (let index = 0; index < flood; index += 1) await store.put(`k${index}`, 'v', 60_000);
    expect(store.size).toBe(maxStoredValues);
    expect(await store.take('k0')).toBeNull();
    expect(await store.take(`k${flood - 1}`)).toBe('v');
  });

  it('lets go of values whose time is up as new ones come', async () => {
    let now = 0;
    const store = new MemoryOneTimeStore(() => now, 10);
    for (const key of ['a', 'b', 'c']) await store.put(key, 'v', 1000);
    now = 1000;
    await store.put('d', 'v', 1000);
    expect(store.size).toBe(1);
  });
});

// TEST_REDIS_URL, or the private redis-server of tools/testing/redis-global-setup.ts: only keys
// under this file's random prefix are touched.
const redisUrl = inject('redisUrl');
const prefix = `test:captcha-store:${randomUUID()}`;

describe('RedisOneTimeStore', () => {
  const connections: SharedRedis[] = [];
  const store = (url = redisUrl) => {
    const redis = new SharedRedis({ url, prefix, timeoutMs: 5000 });
    connections.push(redis);
    return new RedisOneTimeStore(redis);
  };

  afterAll(async () => {
    await Promise.all(connections.map((each) => each.close()));
    await deleteKeys(redisUrl, prefix);
  });

  it('gives a value put by one instance to the first of two others that take it', async () => {
    const { err: errors } = captureLog();
    const [first, second, third] = [store(), store(), store()];
    const put = performance.now();
    await first.put('pass:x', '1', 60_000);
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    // The whole minute, less only what has passed since the put (Redis counts whole ms).
    const left = await admin.pTTL(`${prefix}:captcha:pass:x`);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(left).toBeGreaterThanOrEqual(60_000 - Math.ceil(performance.now() - put) - 1);
    admin.destroy();
    const taken = await Promise.all([second.take('pass:x'), third.take('pass:x')]);
    expect(taken.sort()).toEqual(['1', null]);
    expect(await first.take('pass:x')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('keeps values in the instance while Redis is down, each still given once', async () => {
    captureLog();
    // Nothing listens on port 1.
    const down = store('redis://127.0.0.1:1');
    await down.put('pass:y', '1', 60_000);
    expect(await down.take('pass:y')).toBe('1');
    expect(await down.take('pass:y')).toBeNull();
  });
});
