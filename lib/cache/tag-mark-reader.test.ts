// When a tag was last marked, as a route handler's copy of tag-mark-reader.ts asks the cache handler:
// a webhook on this instance, and without it one that another instance recorded in Redis.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { deleteKeys } from '#tools/testing/redis-keys.ts';
import { nodeFs } from '../next-internals/incremental-cache.ts';
import type * as TagMarksModule from './tag-mark-reader.ts';
import { lastMarked } from './tag-mark-reader.ts';
import { tempFolder } from '#tools/testing/temp-folder.ts';

/** A fresh copy of tag-mark-reader.ts, as a bundled route handler has its own. */
async function routeCopy(): Promise<typeof TagMarksModule> {
  vi.resetModules();
  return import('./tag-mark-reader.ts');
}

/** A build folder of the test's own: `<dir>/server`, with `<dir>/BUILD_ID`. */
function buildFolder(): string {
  const dir = tempFolder('tag-marks');
  writeFileSync(join(dir, 'BUILD_ID'), 'test-build');
  mkdirSync(join(dir, 'server'));
  return join(dir, 'server');
}

/** The cache handler as Next makes one for a request of the server. */
async function cacheHandler() {
  const { default: SiteCacheHandler } = await import('./cache-handler.ts');
  return new SiteCacheHandler({
    dev: false,
    fs: nodeFs,
    serverDistDir: buildFolder(),
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

describe('lastMarked', () => {
  it('is the stale mark, or a past expiry when later; never an expiry still to come', () => {
    expect(lastMarked(undefined, 100)).toBeUndefined();
    expect(lastMarked({ stale: 50 }, 100)).toBe(50);
    expect(lastMarked({ expired: 60 }, 100)).toBe(60);
    expect(lastMarked({ stale: 50, expired: 60 }, 100)).toBe(60);
    expect(lastMarked({ stale: 50, expired: 500 }, 100)).toBe(50);
    expect(lastMarked({ expired: 500 }, 100)).toBeUndefined();
  });
});

describe('tagMarkedAt', () => {
  it('knows nothing where no cache handler runs', async () => {
    const { tagMarkedAt } = await routeCopy();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('mantisoft.tag-marks')];
    expect(await tagMarkedAt('help')).toBeUndefined();
  });

  it('tells a webhook this instance received', async () => {
    vi.stubEnv('REDIS_URL', '');
    (await import('../config/index.ts')).forgetConfig();
    const handler = await cacheHandler();
    const tag = `test-local-${randomUUID()}`;
    const { tagMarkedAt } = await routeCopy();
    expect(await tagMarkedAt(tag)).toBeUndefined();
    const before = Date.now();
    await handler.revalidateTag(tag, { expire: 365 * 24 * 3600 });
    const marked = await tagMarkedAt(tag);
    expect(marked).toBeGreaterThanOrEqual(before);
    // Without Redis a mark is a millisecond after the clock (./tag-marks.ts), so that a lookup in
    // the webhook's own millisecond counts as earlier.
    expect(marked).toBeLessThanOrEqual(Date.now() + 1);
    vi.unstubAllEnvs();
    (await import('../config/index.ts')).forgetConfig();
  });
});

describe('tagMarkedAt with Redis', () => {
  // TEST_REDIS_URL, or the private redis-server of tools/testing/redis-global-setup.ts: only keys
  // under this file's random prefix are touched.
  const redisUrl = inject('redisUrl');
  const prefix = `test:tag-marks:${randomUUID()}`;

  afterAll(async () => {
    const { closeSharedRedis } = await import('../redis/index.ts');
    await closeSharedRedis();
    vi.unstubAllEnvs();
    (await import('../config/index.ts')).forgetConfig();
    await deleteKeys(redisUrl, prefix);
  });

  it('tells a webhook that another instance received', async () => {
    vi.stubEnv('REDIS_URL', redisUrl);
    vi.stubEnv('REDIS_KEY_PREFIX', prefix);
    const { forgetConfig } = await import('../config/index.ts');
    forgetConfig();
    // The process's Redis, on globalThis: the test before left it as none.
    const { closeSharedRedis } = await import('../redis/index.ts');
    await closeSharedRedis();
    vi.resetModules();
    await cacheHandler();
    // Next loads the cache handler more than once in a server process: the copy published last
    // has made no handler, and so no store, of its own.
    vi.resetModules();
    await import('./cache-handler.ts');
    const tag = `test-shared-${randomUUID()}`;
    const { tagMarkedAt } = await routeCopy();
    expect(await tagMarkedAt(tag)).toBeUndefined();
    // The other instance's cache handler records its webhook's mark in Redis.
    const marked = Date.now() - 1000;
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    await admin.hSet(`${prefix}:tags`, tag, JSON.stringify({ stale: marked }));
    admin.destroy();
    expect(await tagMarkedAt(tag)).toBe(marked);
  });
});
