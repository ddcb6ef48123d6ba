import { describe, expect, it } from 'vitest';
import { metricValue } from '#tools/testing/metric-values.ts';
import { lookupKind } from '../next-internals/cache-entries.ts';
import { CacheMetrics } from './cache.ts';

const lookups = (kind: string, result: string) =>
  metricValue('mantisoft_cache_lookups_total', { kind, result });
const renders = (kind: string, series: 'count' | 'sum') =>
  metricValue('mantisoft_cache_render_seconds', { kind }, series);
const regenerations = (kind: string, series: 'count' | 'sum') =>
  metricValue('mantisoft_cache_regeneration_seconds', { kind }, series);

/** Each test its own keys: the registry is the process's. */
let keys = 0;
const newKey = () => `key-${(keys += 1)}`;

describe('CacheMetrics', () => {
  it('counts each lookup by kind and result', async () => {
    const metrics = new CacheMetrics();
    const before = [
      await lookups('page', 'hit'),
      await lookups('route', 'stale'),
      await lookups('fetch', 'miss'),
    ];
    metrics.lookedUp(newKey(), lookupKind.appPage, 'hit', 0);
    metrics.lookedUp(newKey(), lookupKind.pages, 'hit', 0);
    metrics.lookedUp(newKey(), lookupKind.appRoute, 'stale', 0);
    metrics.lookedUp(newKey(), lookupKind.fetch, 'miss', 0);
    expect(await lookups('page', 'hit')).toBe((before[0] ?? 0) + 2);
    expect(await lookups('route', 'stale')).toBe((before[1] ?? 0) + 1);
    expect(await lookups('fetch', 'miss')).toBe((before[2] ?? 0) + 1);
  });

  it('counts nothing for a kind the site does not cache', async () => {
    const metrics = new CacheMetrics();
    const before = await metricValue('mantisoft_cache_lookups_total');
    metrics.lookedUp(newKey(), 'IMAGE', 'miss', 0);
    metrics.lookedUp(newKey(), undefined, 'hit', 0);
    expect(await metricValue('mantisoft_cache_lookups_total')).toBe(before);
  });

  it('times a miss filled as a render and a stale entry refreshed as a regeneration', async () => {
    const metrics = new CacheMetrics();
    const rendered = [await renders('page', 'count'), await renders('page', 'sum')];
    const regenerated = [
      await regenerations('fetch', 'count'),
      await regenerations('fetch', 'sum'),
    ];
    const page = newKey();
    const data = newKey();
    metrics.lookedUp(page, lookupKind.appPage, 'miss', 1000);
    metrics.lookedUp(data, lookupKind.fetch, 'stale', 1000);
    metrics.stored(page, 1250);
    metrics.stored(data, 3000);
    expect(await renders('page', 'count')).toBe((rendered[0] ?? 0) + 1);
    expect(await renders('page', 'sum')).toBeCloseTo((rendered[1] ?? 0) + 0.25);
    expect(await regenerations('fetch', 'count')).toBe((regenerated[0] ?? 0) + 1);
    expect(await regenerations('fetch', 'sum')).toBeCloseTo((regenerated[1] ?? 0) + 2);
  });

  it('times a render from the lookup that began it, whatever joins it meanwhile', async () => {
    const metrics = new CacheMetrics();
    const before = await regenerations('page', 'sum');
    const key = newKey();
    metrics.lookedUp(key, lookupKind.appPage, 'stale', 1000);
    metrics.lookedUp(key, lookupKind.appPage, 'stale', 1400); // a visitor during the render
    metrics.stored(key, 1500);
    expect(await regenerations('page', 'sum')).toBeCloseTo(before + 0.5);
  });

  it('times nothing for a hit, a set() no lookup began, or a second set()', async () => {
    const metrics = new CacheMetrics();
    const before = (await renders('page', 'count')) + (await regenerations('page', 'count'));
    const hit = newKey();
    metrics.lookedUp(hit, lookupKind.appPage, 'hit', 1000);
    metrics.stored(hit, 1100);
    metrics.stored(newKey(), 1100); // the build's prerendering
    const twice = newKey();
    metrics.lookedUp(twice, lookupKind.appPage, 'miss', 1000);
    metrics.stored(twice, 1100);
    metrics.stored(twice, 1200);
    expect((await renders('page', 'count')) + (await regenerations('page', 'count'))).toBe(
      before + 1,
    );
  });

  it('drops a render that failed: the next lookup after the window begins anew', async () => {
    const metrics = new CacheMetrics({ windowMs: 60_000 });
    const before = [await renders('route', 'count'), await renders('route', 'sum')];
    const key = newKey();
    metrics.lookedUp(key, lookupKind.appRoute, 'miss', 0); // its render fails: nothing stored
    metrics.lookedUp(key, lookupKind.appRoute, 'miss', 70_000);
    metrics.stored(key, 70_100);
    const late = newKey();
    metrics.lookedUp(late, lookupKind.appRoute, 'miss', 0);
    metrics.stored(late, 61_000); // longer than any render: not one that this lookup began
    expect(await renders('route', 'count')).toBe((before[0] ?? 0) + 1);
    expect(await renders('route', 'sum')).toBeCloseTo((before[1] ?? 0) + 0.1);
  });

  it('keeps at most maxOpen fills, dropping the oldest', async () => {
    const metrics = new CacheMetrics({ maxOpen: 2 });
    const before = await renders('fetch', 'count');
    const [first, second, third] = [newKey(), newKey(), newKey()];
    for (const key of [first, second, third]) metrics.lookedUp(key, lookupKind.fetch, 'miss', 0);
    for (const key of [first, second, third]) metrics.stored(key, 10);
    expect(await renders('fetch', 'count')).toBe(before + 2);
  });
});
