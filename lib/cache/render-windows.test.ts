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
  it('dates what was stored from when its render began if a tag was marked meanwhile', () => {
    const windows = new RenderWindows();
    windows.begin('/en', 100);
    expect(windows.store('/en', ['showcase'], 300, marks({ showcase: { stale: 200 } }))).toBe(100);
    expect(windows.lastModified('/en', 301)).toBe(100);
    // A later entry of the same key, stored after another render, keeps its own date.
    windows.begin('/en', 400);
    expect(windows.store('/en', ['showcase'], 500, marks({ showcase: { stale: 200 } }))).toBe(
      undefined,
    );
    expect(windows.lastModified('/en', 501)).toBe(501);
  });

  it('leaves the date alone when no tag was marked during the render', () => {
    const windows = new RenderWindows();
    windows.begin('/show', 100);
    expect(windows.store('/show', ['showcase'], 300, marks({ showcase: { stale: 90 } }))).toBe(
      undefined,
    );
    expect(windows.lastModified('/show', 300)).toBe(300);
  });

  it('does not touch an entry older than the one it backdated', () => {
    const windows = new RenderWindows();
    windows.begin('/', 100);
    windows.store('/', ['announcement'], 300, marks({ announcement: { stale: 200 } }));
    // Read back from a copy made before that store (another layer, another instance).
    expect(windows.lastModified('/', 250)).toBe(250);
  });
});

// Several renders of one key at once: typically a content read that several pages share (the
// help tree), looked up by each of their renders. Which render stores cannot be told.
describe('RenderWindows with overlapping renders of one key', () => {
  const webhookAt200 = marks({ help: { stale: 200 } });

  it('keeps the second of two renders that began before a webhook from being stored fresh', () => {
    const windows = new RenderWindows();
    windows.begin('help-tree', 100);
    windows.begin('help-tree', 150);
    expect(windows.store('help-tree', ['help'], 300, webhookAt200)).toBe(100);
    expect(windows.store('help-tree', ['help'], 310, webhookAt200)).toBe(100);
    expect(windows.lastModified('help-tree', 311)).toBe(100);
  });

  it('keeps a render that began before a webhook stale when a later one stores first', () => {
    const windows = new RenderWindows();
    windows.begin('help-tree', 100); // before the webhook
    windows.begin('help-tree', 250); // after it; this render stores first
    expect(windows.store('help-tree', ['help'], 300, webhookAt200)).toBe(100);
    expect(windows.store('help-tree', ['help'], 400, webhookAt200)).toBe(100);
  });

  it('dates a render that began after the webhook by itself once the early ones are stored', () => {
    const windows = new RenderWindows();
    windows.begin('help-tree', 100);
    windows.begin('help-tree', 250);
    expect(windows.store('help-tree', ['help'], 260, webhookAt200)).toBe(100);
    // Either render may have stored first: the other one counts as early too.
    expect(windows.store('help-tree', ['help'], 400, webhookAt200)).toBe(100);
    windows.begin('help-tree', 500);
    expect(windows.store('help-tree', ['help'], 600, webhookAt200)).toBeUndefined();
    expect(windows.lastModified('help-tree', 600)).toBe(600);
  });

  it('keeps each of three renders that began before a webhook from being stored fresh', () => {
    const windows = new RenderWindows();
    for (const at of [100, 120, 140]) windows.begin('help-tree', at);
    for (const storedAt of [300, 310, 320]) {
      expect(windows.store('help-tree', ['help'], storedAt, webhookAt200)).toBe(100);
    }
    expect(windows.lastModified('help-tree', 321)).toBe(100);
  });

  it('orders lookups by when they began, not by when they were noted', () => {
    const windows = new RenderWindows();
    windows.begin('help-tree', 250);
    windows.begin('help-tree', 100); // began first, but waited longer for Redis
    expect(windows.store('help-tree', ['help'], 300, webhookAt200)).toBe(100);
    expect(windows.store('help-tree', ['help'], 310, webhookAt200)).toBe(100);
  });

  it('keeps every early render stale beyond the lookups it keeps of one key', () => {
    const windows = new RenderWindows({ lookupsPerKey: 2 });
    for (const at of [100, 110, 120, 130, 140]) windows.begin('help-tree', at);
    for (const storedAt of [300, 310, 320, 330, 340]) {
      expect(windows.store('help-tree', ['help'], storedAt, webhookAt200)).toBe(100);
    }
    windows.begin('help-tree', 400);
    expect(windows.store('help-tree', ['help'], 410, webhookAt200)).toBeUndefined();
  });

  it('forgets the lookup of a render that never stored once its window has passed', () => {
    const windows = new RenderWindows({ windowMs: 1000 });
    windows.begin('help-tree', 100); // this render fails: it never stores
    windows.begin('help-tree', 250);
    expect(windows.store('help-tree', ['help'], 300, webhookAt200)).toBe(100);
    windows.begin('help-tree', 1200);
    expect(windows.store('help-tree', ['help'], 1300, webhookAt200)).toBeUndefined();
  });

  it('never stores fresh a render that began before a webhook, in any order', () => {
    const render = fc.record({
      lookedUpAt: fc.integer({ min: 0, max: 1000 }),
      // The lookup is noted once Redis has answered; the render stores after that, or never.
      notedAfter: fc.integer({ min: 0, max: 50 }),
      takes: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(render, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 4 }),
        (renders, webhookAt, lookupsPerKey) => {
          const windows = new RenderWindows({ lookupsPerKey });
          // What a store at `now` knows of the webhook.
          const marksAt = (now: number) => () =>
            now >= webhookAt ? { stale: webhookAt } : undefined;
          type Step = { at: number; run: () => void };
          const steps: Step[] = renders.flatMap(({ lookedUpAt, notedAfter, takes }) => {
            const notedAt = lookedUpAt + notedAfter;
            const begin = { at: notedAt, run: () => windows.begin('key', lookedUpAt) };
            if (takes === null) return [begin];
            const storedAt = notedAt + takes;
            const store = () => {
              const from = windows.store('key', ['help'], storedAt, marksAt(storedAt));
              if (lookedUpAt < webhookAt && webhookAt <= storedAt) {
                expect(from, 'a render that began before the webhook').toBeLessThan(webhookAt);
              }
            };
            return [begin, { at: storedAt, run: store }];
          });
          for (const step of steps.sort((a, b) => a.at - b.at)) step.run();
        },
      ),
    );
  });
});
