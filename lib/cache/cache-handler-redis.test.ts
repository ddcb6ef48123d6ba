// The cache handler of an instance that shares Redis with others (a private redis-server, or
// TEST_REDIS_URL under a prefix of this file's own), whose clock is not theirs: instances on
// several machines. Another instance's webhook is what it leaves in Redis: its marks.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { fetchEntry } from '#tools/testing/fetch-entry.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';
import { forgetConfig } from '../config/index.ts';
import { areTagsStale, nodeFs } from '../next-internals/incremental-cache.ts';
import { closeSharedRedis } from '../redis/index.ts';
import SiteCacheHandler from './cache-handler.ts';
import { tempFolder } from '#tools/testing/temp-folder.ts';

const redisUrl = inject('redisUrl');
const prefix = `test:cache-handler:${randomUUID()}`;
let handler: SiteCacheHandler;

beforeAll(() => {
  vi.stubEnv('REDIS_URL', redisUrl);
  vi.stubEnv('REDIS_KEY_PREFIX', prefix);
  forgetConfig();
  const build = tempFolder('cache-handler-redis');
  writeFileSync(join(build, 'BUILD_ID'), 'build-a');
  mkdirSync(join(build, 'server'));
  handler = new SiteCacheHandler({
    dev: false,
    fs: nodeFs,
    serverDistDir: join(build, 'server'),
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
});

afterAll(async () => {
  await closeSharedRedis();
  await deleteKeys(redisUrl, prefix);
  vi.unstubAllEnvs();
  forgetConfig();
});

/** Another instance receives a webhook for `tag`: its mark, at Redis's time, goes to Redis. */
async function webhookElsewhere(tag: string) {
  const admin = createClient({ url: redisUrl });
  await admin.connect();
  const [seconds = '0', micros = '0'] = await admin.time();
  const at = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + 1;
  await admin.hSet(`${prefix}:tags`, tag, JSON.stringify({ stale: at, expired: at + 3.6e6 }));
  admin.destroy();
}

it('stores as stale a render that began before another instance’s webhook, though its clock runs ahead', async () => {
  const tag = `test-clock-${randomUUID()}`;
  const entry = fetchEntry(handler, 'clock-ahead', tag);
  const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
  expect(await entry.lookUp()).toBeNull();
  await webhookElsewhere(tag);
  await entry.store();
  clock.mockRestore();
  const stored = await entry.lookUp();
  expect(stored).not.toBeNull();
  expect(areTagsStale([tag], stored?.lastModified ?? Infinity)).toBe(true);
});

it('stores as fresh a render that began after another instance’s webhook, though its clock runs behind', async () => {
  const tag = `test-clock-${randomUUID()}`;
  const entry = fetchEntry(handler, 'clock-behind', tag);
  await webhookElsewhere(tag);
  const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 60_000);
  expect(await entry.lookUp()).toBeNull();
  await entry.store();
  clock.mockRestore();
  const stored = await entry.lookUp();
  expect(areTagsStale([tag], stored?.lastModified ?? 0)).toBe(false);
});
