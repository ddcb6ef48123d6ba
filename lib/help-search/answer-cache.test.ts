// The search's own cache of answers: bounded by count and by bytes whatever a flood of distinct
// queries sends, each answer kept a minute, one read for identical queries at once, and nothing
// served that was read before the help tag's last mark.
import { describe, expect, it } from 'vitest';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache.ts';

function cacheOf(options: Partial<AnswerCacheOptions> = {}) {
  const clock = { now: 1_000_000, marked: undefined as number | undefined };
  const reads: string[] = [];
  const cache = new AnswerCache({
    entries: 100,
    bytes: 1024 * 1024,
    ttlMs: 60_000,
    markedAt: async () => clock.marked,
    now: () => clock.now,
    ...options,
  });
  /** The answer to `key`: `body` if it has to be read, counted in `reads`. */
  const answer = (key: string, body = `answer to ${key}`) =>
    cache.answer(key, async () => {
      reads.push(key);
      return body;
    });
  return { cache, clock, reads, answer };
}

describe('the bound', () => {
  it('keeps at most `entries` answers under a flood of distinct queries', async () => {
    const { cache, answer } = cacheOf({ entries: 50 });
    for (let n = 0; n < 5000; n += 1) await answer(`query ${n}`);
    expect(cache.size.entries).toBe(50);
  });

  it('keeps at most `bytes` of answers, counting two bytes a character', async () => {
    const bytes = 64 * 1024;
    const { cache, answer, reads } = cacheOf({ bytes });
    const body = '激'.repeat(3000); // 6 kB as V8 may keep it
    for (let n = 0; n < 1000; n += 1) await answer(`query ${n}`, body);
    expect(cache.size.bytes).toBeLessThanOrEqual(bytes);
    expect(cache.size.entries).toBe(Math.floor(bytes / (6000 + 2 * 'query 999'.length + 256)));
    // The least recently asked went: the first query is read again, the last is not.
    reads.length = 0;
    await answer('query 999', body);
    await answer('query 0', body);
    expect(reads).toEqual(['query 0']);
  });

  it('keeps no answer larger than the whole bound, and still answers it', async () => {
    const { cache, answer } = cacheOf({ bytes: 1024 });
    expect(await answer('huge', 'x'.repeat(4096))).toHaveLength(4096);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('what a repeated query costs', () => {
  it('nothing within the minute; a read once it is over', async () => {
    const { answer, clock, reads } = cacheOf();
    await answer('laser');
    clock.now += 59_000;
    await answer('laser');
    expect(reads).toEqual(['laser']);
    clock.now += 2000;
    await answer('laser');
    expect(reads).toEqual(['laser', 'laser']);
  });

  it('one read for identical queries at once, and one for a different one', async () => {
    const { cache, reads } = cacheOf();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = (key: string) =>
      cache.answer(key, async () => {
        reads.push(key);
        await held;
        return key;
      });
    const all = Promise.all([...Array.from({ length: 20 }, () => slow('laser')), slow('cut')]);
    release();
    expect(new Set(await all)).toEqual(new Set(['laser', 'cut']));
    expect(reads).toEqual(['laser', 'cut']);
  });

  it('a read again after a failure, which is not kept', async () => {
    const { cache, answer, reads } = cacheOf();
    await expect(cache.answer('laser', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(cache.size.entries).toBe(0);
    await answer('laser');
    expect(reads).toEqual(['laser']);
  });
});

describe('the help tag’s mark', () => {
  it('makes what was read before it be read again, and what is read after it be kept', async () => {
    const { answer, clock, reads } = cacheOf();
    await answer('laser');
    clock.now += 1000;
    clock.marked = clock.now; // the webhook, here or on another instance
    await answer('laser'); // read in the mark's millisecond: it may have missed it
    clock.now += 1;
    await answer('laser');
    await answer('laser');
    expect(reads).toEqual(['laser', 'laser', 'laser']);
  });

  it('is not joined by a read that began before it', async () => {
    const { cache, clock, reads } = cacheOf();
    const releases: (() => void)[] = [];
    const read = (body: string) => () => {
      reads.push(body);
      return new Promise<string>((resolve) => releases.push(() => resolve(body)));
    };
    const before = cache.answer('laser', read('old'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.now += 10;
    clock.marked = clock.now - 5;
    const after = cache.answer('laser', read('new'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toEqual(['old', 'new']);
    // The new read finishes first; the old one, finishing later, does not replace it.
    releases[1]?.();
    expect(await after).toBe('new');
    releases[0]?.();
    expect(await before).toBe('old');
    expect(await cache.answer('laser', read('again'))).toBe('new');
  });

  it('when it cannot be known, the minute still holds', async () => {
    const { answer, reads } = cacheOf({ markedAt: () => Promise.reject(new Error('no')) });
    await answer('laser');
    await answer('laser');
    expect(reads).toEqual(['laser']);
  });
});
