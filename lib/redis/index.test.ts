// The one Redis of a process, as its parts use it: the cache handler's copy of the modules and a
// route's bundled copy (here: the module loaded again) share one connection and one outage guard.
import { randomUUID } from 'node:crypto';
import type * as Redis from 'redis';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { SharedStore } from '../cache/shared-store.ts';
import { forgetConfig } from '../config/index.ts';
import { RedisRateLimiter } from '../rate-limit/rate-limit-redis.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';
import { runShutdownHooks } from '../server/shutdown-hooks.ts';
import { SharedReplayGuard } from '../webhook/shared-replay-guard.ts';
import type * as SharedRedisModule from './index.ts';

const clients = vi.hoisted(() => ({ created: 0 }));

vi.mock('redis', async (importOriginal) => {
  const redis = await importOriginal<typeof Redis>();
  return {
    ...redis,
    createClient: (...options: Parameters<typeof redis.createClient>) => {
      clients.created += 1;
      return redis.createClient(...options);
    },
  };
});

const redisUrl = inject('redisUrl');
const prefix = `test:shared-redis:${randomUUID()}`;

/** A fresh copy of lib/redis/index.ts, as a bundled route handler has. */
async function loadCopy(): Promise<typeof SharedRedisModule> {
  vi.resetModules();
  return import('./index.ts');
}

/** The three parts of one process that share Redis, the page cache in another module copy. */
async function parts() {
  const cacheHandlerCopy = await loadCopy();
  const routeCopy = await loadCopy();
  const forCache = cacheHandlerCopy.sharedRedis();
  const forRoutes = routeCopy.sharedRedis();
  if (!forCache || !forRoutes) throw new Error('no Redis for the parts');
  return {
    redis: [forCache, forRoutes],
    pageCache: new SharedStore({ redis: forCache, buildId: 'b', maxTtlS: 60, localBytes: 1024 }),
    replayGuard: new SharedReplayGuard({ redis: forRoutes }),
    rateLimit: new RedisRateLimiter({
      redis: forRoutes,
      rule: { limit: 2, windowS: 60 },
      name: 'draw-rate',
      part: 'drawing rate limits',
    }),
  };
}

// Each test sets the environment it connects with: read again on its first use.
async function close() {
  await (await import('./index.ts')).closeSharedRedis();
  forgetConfig();
}

beforeEach(async () => {
  await close();
  clients.created = 0;
  vi.stubEnv('REDIS_KEY_PREFIX', prefix);
  vi.stubEnv('REDIS_TIMEOUT_MS', '200');
});

afterEach(async () => {
  await close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterAll(() => deleteKeys(redisUrl, prefix));

describe('sharedRedis', () => {
  it('is closed by the server’s shutdown, whichever copy opened it', async () => {
    vi.stubEnv('REDIS_URL', redisUrl);
    const { redis, replayGuard } = await parts();
    expect(await replayGuard.firstSeen('msg_before_shutdown')).toBe(true);
    expect(clients.created).toBe(1);
    expect(await runShutdownHooks()).toEqual([{ name: 'redis' }]);
    // The connection is gone: a command after it has to open another.
    expect(await redis[0]?.ping()).toBe(true);
    expect(clients.created).toBe(2);
    expect((await loadCopy()).sharedRedis()).not.toBe(redis[0]);
  });

  it('gives the page cache, the replay guard and the rate limit one connection', async () => {
    vi.stubEnv('REDIS_URL', redisUrl);
    const { redis, pageCache, replayGuard, rateLimit } = await parts();
    expect(redis[1]).toBe(redis[0]);
    await pageCache.write('/en', { page: 'en' }, 60, Date.now());
    expect((await pageCache.read('/en')).value).toEqual({ page: 'en' });
    expect(await replayGuard.firstSeen('msg_shared')).toBe(true);
    expect(await rateLimit.hit('visitor')).toEqual({ allowed: true, remaining: 1 });
    expect(clients.created).toBe(1);
  });

  it('says once that Redis is down, naming every part, whichever part meets it', async () => {
    const { err: errors } = captureLog();
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1'); // nothing listens on port 1
    const { redis, pageCache, replayGuard, rateLimit } = await parts();
    expect(await rateLimit.hit('visitor')).toEqual({ allowed: true, remaining: 1 });
    expect(await replayGuard.firstSeen('msg_down')).toBe(true);
    expect((await pageCache.read('/en')).value).toBeNull();
    expect(await redis[0]?.ping()).toBe(false);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({
      msg: 'redis: not shared until Redis answers again: page cache, webhook replay guard, drawing rate limits',
    });
    expect(redis[1]?.down).toBe(true);
  });

  it('reaches no Redis without REDIS_URL, nor during `next build`', async () => {
    vi.stubEnv('REDIS_URL', '');
    expect((await loadCopy()).sharedRedis()).toBeNull();
    await close();
    vi.stubEnv('REDIS_URL', redisUrl);
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    expect((await loadCopy()).sharedRedis()).toBeNull();
    expect(clients.created).toBe(0);
  });
});
