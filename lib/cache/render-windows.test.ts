import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markedSince, RenderWindows, type TagMark } from './render-windows.ts';

const marks = (entries: Record<string, TagMark>) => (tag: string) => entries[tag];

describe('markedSince', () => {
  it('counts a stale mark after the time, and an expiry only once it has passed', () => {
    const of = marks({ a: { stale: 20 }, b: { stale: 5, expired: 30 }, c: { expired: 1e12 } });
    expect(markedSince(['a'], 10, of, 40)).toBe(true);
    expect(markedSince(['a'], 20, of, 40)).toBe(false);
    expect(markedSince(['b'], 10, of, 40)).toBe(true);
    expect(markedSince(['b'], 10, of, 25)).toBe(false);
    // `revalidateTag(tag, 'max')`: stale now, expired a year on.
    expect(markedSince(['c'], 10, of, 40)).toBe(false);
    expect(markedSince(['unknown'], 10, of, 40)).toBe(false);
  });
});

describe('RenderWindows', () => {
  it('dates what is stored by when its render began, not by when it was stored', () => {
    const windows = new RenderWindows();
    windows.begin('/en', 100);
    // The webhook may come in the very millisecond of the store, or after it: the entry is
    // older than either.
    expect(windows.store('/en', 300)).toBe(100);
    windows.begin('/en', 400);
    expect(windows.store('/en', 500)).toBe(400);
  });

  it('dates a store with no render open a window back', () => {
    const windows = new RenderWindows({ windowMs: 1000 });
    expect(windows.store('/show', 5000)).toBe(4000);
    // Its lookup forgotten: the render took longer than the window.
    windows.begin('/show', 6000);
    expect(windows.store('/show', 7500)).toBe(6500);
  });
});

// Several renders of one key at once: typically a content read that several pages share (the
// help tree), looked up by each of their renders. Which render stores cannot be told.
describe('RenderWindows with overlapping renders of one key', () => {
  it('dates each of two overlapping renders from the earlier one', () => {
    const windows = new RenderWindows();
    windows.begin('help-tree', 100);
    windows.begin('help-tree', 150);
    expect(windows.store('help-tree', 300)).toBe(100);
    expect(windows.store('help-tree', 310)).toBe(100);
  });

  it('dates a render that began later by its own lookup once the earlier ones are stored', () => {
    const windows = new RenderWindows();
    windows.begin('help-tree', 100);
    windows.begin('help-tree', 250);
    expect(windows.store('help-tree', 260)).toBe(100);
    // Either render may have stored first: the other one is dated early too.
    expect(windows.store('help-tree', 400)).toBe(100);
    windows.begin('help-tree', 500);
    expect(windows.store('help-tree', 600)).toBe(500);
  });

  it('orders lookups by when they began, not by when they were noted', () => {
    const windows = new RenderWindows();
    windows.begin('help-tree', 250);
    windows.begin('help-tree', 100); // began first, but waited longer for Redis
    expect(windows.store('help-tree', 300)).toBe(100);
    expect(windows.store('help-tree', 310)).toBe(100);
  });

  it('dates every early render early beyond the lookups it keeps of one key', () => {
    const windows = new RenderWindows({ lookupsPerKey: 2 });
    for (const at of [100, 110, 120, 130, 140]) windows.begin('help-tree', at);
    for (const storedAt of [300, 310, 320, 330, 340]) {
      expect(windows.store('help-tree', storedAt)).toBe(100);
    }
    windows.begin('help-tree', 400);
    expect(windows.store('help-tree', 410)).toBe(400);
  });

  it('forgets the lookup of a render that never stored once its window has passed', () => {
    const windows = new RenderWindows({ windowMs: 1000 });
    windows.begin('help-tree', 100); // this render fails: it never stores
    windows.begin('help-tree', 250);
    expect(windows.store('help-tree', 300)).toBe(100);
    windows.begin('help-tree', 1200);
    expect(windows.store('help-tree', 1300)).toBe(1200);
  });

  it('never dates a store after the lookup of a render still to store, in any order', () => {
    const render = fc.record({
      lookedUpAt: fc.integer({ min: 0, max: 1000 }),
      // The lookup is noted once Redis has answered; the render stores after that, or never.
      notedAfter: fc.integer({ min: 0, max: 50 }),
      takes: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(render, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (renders, lookupsPerKey) => {
          const windows = new RenderWindows({ lookupsPerKey, windowMs: 5000 });
          type Step = { at: number; order: number; run: () => void };
          const steps: Step[] = renders.flatMap(({ lookedUpAt, notedAfter, takes }, index) => {
            const notedAt = lookedUpAt + notedAfter;
            const begin = { at: notedAt, order: 0, run: () => windows.begin('key', lookedUpAt) };
            if (takes === null) return [begin];
            const storedAt = notedAt + takes;
            // The date a store takes is no later than this render's own lookup, whichever of the
            // overlapping renders stores: any mark after the lookup makes the entry stale.
            const store = () =>
              expect(windows.store('key', storedAt)).toBeLessThanOrEqual(lookedUpAt);
            return [begin, { at: storedAt, order: 1 + index, run: store }];
          });
          steps.sort((a, b) => a.at - b.at || a.order - b.order);
          for (const step of steps) step.run();
        },
      ),
    );
  });
});
