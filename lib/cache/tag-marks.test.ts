import { afterEach, describe, expect, it, vi } from 'vitest';
import { tagsManifest } from '../next-internals/incremental-cache.ts';
import { marked, markTags } from './tag-marks.ts';

afterEach(() => vi.restoreAllMocks());

describe('marked', () => {
  it('marks a tag as Next’s cache does, with or without durations', () => {
    expect(marked({ expired: 5 }, 100, { expireMs: 60 })).toEqual({ stale: 100, expired: 160 });
    expect(marked({ expired: 7 }, 100, { expireMs: undefined })).toEqual({
      stale: 100,
      expired: 7,
    });
    expect(marked({ stale: 3, expired: 9e12 }, 100, 'expire')).toEqual({
      stale: 3,
      expired: 100,
    });
  });
});

describe('markTags without Redis', () => {
  it('marks a millisecond after now, so that a lookup of this millisecond counts as earlier', async () => {
    const tag = `test-mark-${Date.now()}`;
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    await markTags(null, [tag], { expire: 60 });
    expect(tagsManifest.get(tag)).toEqual({ stale: 1_800_000_000_001, expired: 1_800_000_060_001 });
  });

  it('never moves a mark back: two webhooks’ marks may come back in either order', async () => {
    const tag = `test-order-${Date.now()}`;
    tagsManifest.set(tag, { stale: 1_800_000_005_000, expired: 1_800_000_065_000 });
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    await markTags(null, [tag], { expire: 60 });
    expect(tagsManifest.get(tag)).toEqual({ stale: 1_800_000_005_000, expired: 1_800_000_065_000 });
  });
});
