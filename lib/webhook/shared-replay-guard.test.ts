import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { SharedRedis } from '../redis/shared-redis.ts';
import { SharedReplayGuard } from './shared-replay-guard.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';

const redisUrl = inject('redisUrl');
const prefix = `test:replay:${randomUUID()}`;
const connections: SharedRedis[] = [];

/** An instance's guard, on a connection of its own. */
function instance(url = redisUrl) {
  const redis = new SharedRedis({ url, prefix, timeoutMs: 200 });
  connections.push(redis);
  return new SharedReplayGuard({ redis, windowMs: 60_000 });
}

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  await Promise.all(connections.map((redis) => redis.close()));
  await deleteKeys(redisUrl, prefix);
});

describe('SharedReplayGuard', () => {
  it('refuses an id on every instance once one has seen it, and lets the id expire', async () => {
    const [a, b] = [instance(), instance()];
    expect(await a.firstSeen('msg_1')).toBe(true);
    expect(await b.firstSeen('msg_1')).toBe(false);
    expect(await a.firstSeen('msg_1')).toBe(false);
    expect(await b.firstSeen('msg_2')).toBe(true);
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const ttl = await admin.pTTL(`${prefix}:webhook-id:msg_1`);
    admin.destroy();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('decides alone when Redis is down: still one use of an id per instance', async () => {
    captureLog();
    const down = instance('redis://127.0.0.1:1');
    expect(await down.firstSeen('msg_3')).toBe(true);
    expect(await down.firstSeen('msg_3')).toBe(false);
  });
});
