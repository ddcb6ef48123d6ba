import { describe, expect, it, vi } from 'vitest';
import { type AppHost, detectionMs, openApp } from './open-app.ts';

/** A page whose events and clock the test drives by hand. */
function fakeHost() {
  const listeners = new Map<string, Set<() => void>>();
  const on = (type: string, listener: () => void) => {
    const set = listeners.get(type) ?? new Set();
    set.add(listener);
    listeners.set(type, set);
  };
  const off = (type: string, listener: () => void) => listeners.get(type)?.delete(listener);
  let timer: { callback: () => void; at: number } | null = null;
  let now = 0;
  const host: AppHost = {
    addEventListener: on,
    removeEventListener: off,
    document: { hidden: false, addEventListener: on, removeEventListener: off },
    setTimeout: (callback, ms) => {
      timer = { callback, at: now + ms };
    },
    location: { href: 'https://www.mantisoft.com/' },
  };
  return {
    host,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    advance: (ms: number) => {
      now += ms;
      if (timer && timer.at <= now) timer.callback();
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe('openApp', () => {
  it('opens the scheme and says nothing when the page loses focus within 100 ms', async () => {
    const page = fakeHost();
    const onMissing = vi.fn();
    const result = openApp('mantisoft://', onMissing, page.host);
    expect(page.host.location.href).toBe('mantisoft://');
    page.advance(60);
    page.fire('blur');
    page.advance(100);
    await expect(result).resolves.toBe(true);
    expect(onMissing).not.toHaveBeenCalled();
    expect(page.listening()).toBe(0);
  });

  it('counts a hidden page as the application answering', async () => {
    const page = fakeHost();
    const onMissing = vi.fn();
    const result = openApp('mantisoft://', onMissing, page.host);
    page.host.document.hidden = true;
    page.fire('visibilitychange');
    page.advance(detectionMs);
    await expect(result).resolves.toBe(true);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('reports the application missing when nothing happens for 100 ms', async () => {
    const page = fakeHost();
    const onMissing = vi.fn();
    const result = openApp('mantisoft://', onMissing, page.host);
    page.advance(detectionMs - 1);
    expect(onMissing).not.toHaveBeenCalled();
    page.advance(1);
    await expect(result).resolves.toBe(false);
    expect(onMissing).toHaveBeenCalledOnce();
    // A late blur (the visitor switching windows) changes nothing any more.
    page.fire('blur');
    expect(onMissing).toHaveBeenCalledOnce();
    expect(page.listening()).toBe(0);
  });

  it('ignores a visibility change that leaves the page visible', async () => {
    const page = fakeHost();
    const onMissing = vi.fn();
    const result = openApp('mantisoft://', onMissing, page.host);
    page.fire('visibilitychange');
    page.advance(detectionMs);
    await expect(result).resolves.toBe(false);
    expect(onMissing).toHaveBeenCalledOnce();
  });
});
