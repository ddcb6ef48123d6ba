// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockBodyScroll } from './scroll-lock.ts';

afterEach(() => document.body.removeAttribute('style'));

describe('lockBodyScroll', () => {
  it('holds the page while any lock is held and then restores its own styles', () => {
    document.body.style.overflow = 'auto';
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    first();
    // Releasing the same lock twice must not release the other one.
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('starts afresh after a full release', () => {
    lockBodyScroll()();
    document.body.style.overflow = 'clip';
    const again = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    again();
    expect(document.body.style.overflow).toBe('clip');
  });
});
