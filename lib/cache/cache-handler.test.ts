// The cache handler as Next's server uses it without Redis: Next's own file-system cache and tag
// state, in a folder of the test's own.
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchEntry as cachedRead } from '#tools/testing/fetch-entry.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { areTagsStale, nodeFs } from '../next-internals/incremental-cache.ts';
import SiteCacheHandler from './cache-handler.ts';
import { tempFolder } from '#tools/testing/temp-folder.ts';

let handler: SiteCacheHandler;

beforeAll(() => {
  vi.stubEnv('REDIS_URL', '');
  handler = new SiteCacheHandler({
    dev: false,
    fs: nodeFs,
    serverDistDir: tempFolder('cache-handler'),
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
});

const fetchEntry = (key: string, tag: string) => cachedRead(handler, key, tag);

describe('what was rendering when a webhook marked its tags', () => {
  it('is stored as stale, so that it renders again rather than keep the old content', async () => {
    const tag = `test-during-${Date.now()}`;
    const entry = fetchEntry('during', tag);
    expect(await entry.lookUp()).toBeNull(); // nothing yet: Next fetches
    await sleep(5);
    await handler.revalidateTag(tag, { expire: 365 * 24 * 3600 }); // the webhook, meanwhile
    await sleep(5);
    await entry.store();
    const stored = await entry.lookUp();
    expect(stored).not.toBeNull();
    expect(areTagsStale([tag], stored?.lastModified ?? Infinity)).toBe(true);
  });

  it('is stale however many renders of it overlapped the webhook', async () => {
    const tag = `test-overlap-${Date.now()}`;
    const entry = fetchEntry('overlap', tag);
    // Two pages that read the same content render at once: each finds nothing and fetches.
    expect(await entry.lookUp()).toBeNull();
    expect(await entry.lookUp()).toBeNull();
    await sleep(5);
    await handler.revalidateTag(tag, { expire: 365 * 24 * 3600 });
    await sleep(5);
    await entry.store();
    await entry.store();
    const stored = await entry.lookUp();
    expect(areTagsStale([tag], stored?.lastModified ?? Infinity)).toBe(true);
  });

  it('is stale when the webhook comes in the very millisecond the read is stored', async () => {
    const tag = `test-same-ms-${Date.now()}`;
    const entry = fetchEntry('same-ms', tag);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now - 50);
    expect(await entry.lookUp()).toBeNull();
    // The read is stored, and the webhook marks its tag right after, in the same millisecond.
    clock.mockReturnValue(now);
    await entry.store();
    await handler.revalidateTag(tag, { expire: 365 * 24 * 3600 });
    clock.mockRestore();
    const stored = await entry.lookUp();
    expect(areTagsStale([tag], stored?.lastModified ?? Infinity)).toBe(true);
  });

  it('is fresh when the webhook came before the read began', async () => {
    const tag = `test-before-${Date.now()}`;
    const entry = fetchEntry('before', tag);
    await handler.revalidateTag(tag, { expire: 365 * 24 * 3600 });
    await sleep(5);
    expect(await entry.lookUp()).toBeNull();
    await entry.store();
    const stored = await entry.lookUp();
    expect(areTagsStale([tag], stored?.lastModified ?? 0)).toBe(false);
  });
});

describe("the operator's cache metrics", () => {
  const lookups = (result: string) =>
    metricValue('mantisoft_cache_lookups_total', { kind: 'fetch', result });
  const fills = (name: 'render' | 'regeneration') =>
    metricValue(`mantisoft_cache_${name}_seconds`, { kind: 'fetch' }, 'count');
  const counts = async () => ({
    hit: await lookups('hit'),
    stale: await lookups('stale'),
    miss: await lookups('miss'),
    render: await fills('render'),
    regeneration: await fills('regeneration'),
  });

  it('count a miss, time the render that fills it, then count hits', async () => {
    const entry = fetchEntry('metrics-miss', `test-metrics-miss-${Date.now()}`);
    const before = await counts();
    await entry.lookUp();
    await entry.store();
    await entry.lookUp();
    await entry.lookUp();
    expect(await counts()).toEqual({
      ...before,
      miss: before.miss + 1,
      render: before.render + 1,
      hit: before.hit + 2,
    });
  });

  it('count the stale answer after a webhook and time its regeneration', async () => {
    const tag = `test-metrics-stale-${Date.now()}`;
    const entry = fetchEntry('metrics-stale', tag);
    await entry.lookUp();
    await entry.store();
    await sleep(5);
    await handler.revalidateTag(tag, { expire: 365 * 24 * 3600 });
    await sleep(5);
    const before = await counts();
    await entry.lookUp(); // stale: served while it renders again
    await entry.store();
    await entry.lookUp(); // fresh again
    expect(await counts()).toEqual({
      ...before,
      stale: before.stale + 1,
      regeneration: before.regeneration + 1,
      hit: before.hit + 1,
    });
  });
});
