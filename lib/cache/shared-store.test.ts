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

/** An instance whose Redis stops answering when the test cuts it off. */
function instanceToCutOff() {
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
  return { instance, cutOff: () => (reachable = false) };
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
    await store().write('/en/announcement', entry, 31_536_000, entry.lastModified);
    const read = (await store().read<typeof entry>('/en/announcement')).value;
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
    await store().write('/en/announcement/page/2', entry, 3600, Date.now());
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const key = `${prefix}:build-a:entry:/en/announcement/page/2`;
    const stored = await admin.strLen(key);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(serialize(entry).length / 5);
    expect((await store().read('/en/announcement/page/2')).value).toEqual(entry);

    // As a value written by another version of the site, or damaged, would be.
    await admin.set(key, serialize(entry));
    admin.destroy();
    expect((await store().read('/en/announcement/page/2')).value).toBeNull();
  });

  it('keeps the entry made later when one made earlier is stored after it', async () => {
    const key = `/en/announcement/${randomUUID()}`;
    const [first, second] = [store(), store()];
    // Two instances render the page; the one that began later (and read newer content) stores
    // first.
    expect(await second.write(key, { title: 'edit 3' }, 3600, 1_800_000_002_000)).toBe(true);
    expect(await first.write(key, { title: 'edit 2' }, 3600, 1_800_000_001_000)).toBe(false);
    expect((await first.read(key)).value).toEqual({ title: 'edit 3' });
    expect((await store().read(key)).value).toEqual({ title: 'edit 3' });
    // A render made as late, or later, replaces it.
    expect(await first.write(key, { title: 'edit 3 again' }, 3600, 1_800_000_002_000)).toBe(true);
    expect(await first.write(key, { title: 'edit 4' }, 3600, 1_800_000_003_000)).toBe(true);
    expect((await second.read(key)).value).toEqual({ title: 'edit 4' });
  });

  it('replaces a value that holds no date, as an earlier version of the site wrote it', async () => {
    const key = `/en/download/${randomUUID()}`;
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    await admin.set(`${prefix}:build-a:entry:${key}`, serialize({ version: '3.8.0' }));
    admin.destroy();
    expect(await store().write(key, { version: '3.8.1' }, 3600, 1)).toBe(true);
    expect((await store().read(key)).value).toEqual({ version: '3.8.1' });
  });

  it('keeps the builds apart and gives every entry an expiry no longer than the limit', async () => {
    await store({ buildId: 'build-a' }).write('/en/help', { page: 'a' }, 31_536_000, Date.now());
    expect((await store({ buildId: 'build-b' }).read('/en/help')).value).toBeNull();
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    const ttl = await admin.ttl(`${prefix}:build-a:entry:/en/help`);
    admin.destroy();
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('shares tag marks between instances and leaves other tags unmarked', async () => {
    const tag = `shared-${randomUUID()}`;
    const at = await store().markTags([tag], { expireMs: 60_000 });
    const read = await store({ buildId: 'a-later-build' }).tagMarks([tag, 'help']);
    expect(read?.marks).toEqual(new Map([[tag, { stale: at, expired: (at ?? 0) + 60_000 }]]));
  });

  it('marks an expiry at once, and keeps what a mark had besides what it sets', async () => {
    const tag = `expire-${randomUUID()}`;
    const stale = await store().markTags([tag], { expireMs: undefined });
    const expired = await store().markTags([tag], 'expire');
    const read = await store().tagMarks([tag]);
    expect(read?.marks.get(tag)).toEqual({ stale, expired });
  });

  it('serves the newest copy it has seen while Redis cannot answer', async () => {
    const { instance, cutOff } = instanceToCutOff();
    await store().write('/en/download', { version: '3.8.1' }, 3600, 1_800_000_000_000);
    expect(await instance.read('/en/download')).toMatchObject({ value: { version: '3.8.1' } });
    await store().write('/en/download', { version: '3.8.2' }, 3600, 1_800_000_001_000);
    cutOff();
    expect(await instance.read('/en/download')).toEqual({
      value: { version: '3.8.1' },
      at: undefined,
    });
    expect((await instance.read('/en/never-read')).value).toBeNull();
  });

  it('keeps the newest copy it has, whatever was written last while Redis could not answer', async () => {
    const { instance, cutOff } = instanceToCutOff();
    const key = `/en/support/${randomUUID()}`;
    expect(await instance.write(key, { title: 'edit 3' }, 3600, 1_800_000_002_000)).toBe(true);
    cutOff();
    expect(await instance.write(key, { title: 'edit 2' }, 3600, 1_800_000_001_000)).toBeUndefined();
    expect((await instance.read(key)).value).toEqual({ title: 'edit 3' });
    expect(await instance.write(key, { title: 'edit 4' }, 3600, 1_800_000_003_000)).toBeUndefined();
    expect((await instance.read(key)).value).toEqual({ title: 'edit 4' });
  });

  it('gives up on Redis within its time limit when it is down, and logs it once', async () => {
    const { err: errors } = captureLog();
    const down = store({ url: 'redis://127.0.0.1:1' });
    const started = performance.now();
    expect(await down.read('/en/announcement')).toEqual({ value: null, at: undefined });
    expect(await down.tagMarks(['announcement'])).toBeUndefined();
    expect(await down.markTags(['announcement'], 'expire')).toBeUndefined();
    expect(await down.write('/en/announcement', { page: 'x' }, 60, Date.now())).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors).toHaveLength(1);
  });
});

// Every time the page cache compares is Redis's: a lookup that Redis ran before a mark is dated
// before it, whatever the clock of the instance that looked up or of the one that marked.
describe("SharedStore's one clock", () => {
  it('dates a lookup before a mark Redis writes after it, whatever the instance’s clock says', async () => {
    const tag = `clock-${randomUUID()}`;
    const [reader, marker] = [store(), store()];
    // This instance's clock runs a minute ahead of the one that receives the webhook.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    const { at: lookedUpAt } = await reader.read('/en/announcement/1');
    // Most often in the same millisecond: the mark is a millisecond after the moment it is made.
    const markedAt = await marker.markTags([tag], { expireMs: undefined });
    expect(lookedUpAt).toBeGreaterThan(now - 5_000);
    expect(lookedUpAt).toBeLessThan(markedAt ?? -Infinity);
    const after = await reader.tagMarks([tag]);
    expect(after?.marks.get(tag)?.stale).toBe(markedAt);
    expect(after?.at).toBeGreaterThanOrEqual((markedAt ?? Infinity) - 1);
  });
});
