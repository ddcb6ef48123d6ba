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
    windows.begin('/en', 150); // a second lookup while it renders: the window began at 100
    expect(windows.store('/en', ['showcase'], 300, marks({ showcase: { stale: 200 } }))).toBe(100);
    expect(windows.lastModified('/en', 301)).toBe(100);
    // A later entry of the same key, stored after another render, keeps its own date.
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
