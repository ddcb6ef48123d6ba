import { randomUUID } from 'node:crypto';
import { serialize } from 'node:v8';
import { createClient } from 'redis';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { SharedRedis } from '../redis/shared-redis.ts';
import { SharedStore, type SharedStoreOptions } from './shared-store.ts';
import { deleteKeys } from '#tools/testing/redis-keys.ts';

// TEST_REDIS_URL, or the private redis-server of tools/testing/redis-global-setup.ts: only keys
// under this file's own random prefix are touched.
const redisUrl = inject('redisUrl');
const prefix = `test:page-cache:${randomUUID()}`;
const connections: SharedRedis[] = [];

/** Another instance's Redis: a connection of its own. */
function connect(url: string) {
  const redis = new SharedRedis({ url, prefix, timeoutMs: 200 });
  connections.push(redis);
  return redis;
}

function store(options: Partial<SharedStoreOptions> & { url?: string } = {}) {
  const { url = redisUrl, ...rest } = options;
  return new SharedStore({
    redis: connect(url),
    buildId: 'build-a',
    maxTtlS: 3600,
    localBytes: 1024 * 1024,
    ...rest,
  });
}

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await deleteKeys(redisUrl, prefix);
});

describe('SharedStore', () => {
  it("keeps an entry's bytes and maps as they were, for every instance of the build", async () => {
    const entry = {
      lastModified: 1_800_000_000_000,
      value: {
        kind: 'APP_PAGE',
        html: '<h1>公告</h1>',
        rscData: Buffer.from('0:["$","h1"]'),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': 'announcement,announcement-list' },
      },
      cacheControl: { revalidate: 3600, expire: 31_536_000 },
    };
    await store().write('/en/announcement', entry, 31_536_000);
    const read = await store().read<typeof entry>('/en/announcement');
    expect(read).toEqual(entry);
    expect(Buffer.isBuffer(read?.value.rscData)).toBe(true);
    expect(read?.value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });

  it('stores an entry compressed, and takes one it cannot unpack for absent', async () => {
    const html = Array.from(
      { length: 400 },
      (_, index) => `<li><a href="/en/announcement/${index}">Release ${index}</a></li>`,
    ).join('');
    const entry = { value: { kind: 'APP_PAGE', html, rscData: Buffer.from(html) } };
    await store().write('/en/announcement/page/2', entry, 3600);
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const key = `${prefix}:build-a:entry:/en/announcement/page/2`;
    const stored = await admin.strLen(key);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(serialize(entry).length / 5);
    expect(await store().read('/en/announcement/page/2')).toEqual(entry);

    // As a value written by another version of the site, or damaged, would be.
    await admin.set(key, serialize(entry));
    admin.destroy();
    expect(await store().read('/en/announcement/page/2')).toBeNull();
  });

  it('keeps the builds apart and gives every entry an expiry no longer than the limit', async () => {
    await store({ buildId: 'build-a' }).write('/en/help', { page: 'a' }, 31_536_000);
    expect(await store({ buildId: 'build-b' }).read('/en/help')).toBeNull();
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const ttl = await admin.ttl(`${prefix}:build-a:entry:/en/help`);
    admin.destroy();
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('shares tag marks between instances and leaves other tags unmarked', async () => {
    const marks = new Map([
      ['announcement', { stale: 1_800_000_000_500, expired: 1_900_000_000_000 }],
    ]);
    await store().markTags(marks);
    const read = await store({ buildId: 'a-later-build' }).tagMarks(['announcement', 'help']);
    expect(read).toEqual(marks);
  });

  it('serves the newest copy it has seen while Redis cannot answer', async () => {
    const redis = connect(redisUrl);
    let reachable = true;
    const instance = new SharedStore({
      redis: {
        prefix,
        register: () => {},
        run: (command) => (reachable ? redis.run(command) : Promise.resolve(undefined)),
      },
      buildId: 'build-a',
      maxTtlS: 3600,
      localBytes: 1024 * 1024,
    });
    await store().write('/en/download', { version: '3.8.1' }, 3600);
    expect(await instance.read('/en/download')).toEqual({ version: '3.8.1' });
    await store().write('/en/download', { version: '3.8.2' }, 3600);
    reachable = false;
    expect(await instance.read('/en/download')).toEqual({ version: '3.8.1' });
    expect(await instance.read('/en/never-read')).toBeNull();
  });

  it('gives up on Redis within its time limit when it is down, and logs it once', async () => {
    const { err: errors } = captureLog();
    const down = store({ url: 'redis://127.0.0.1:1' });
    const started = performance.now();
    expect(await down.read('/en/announcement')).toBeNull();
    expect(await down.tagMarks(['announcement'])).toBeUndefined();
    await down.write('/en/announcement', { page: 'x' }, 60);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors).toHaveLength(1);
  });
});
