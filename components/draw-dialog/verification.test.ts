// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  vi.resetModules();
});

describe('the captcha once per visit', () => {
  it('is asked for until solved, then not again in this tab', async () => {
    const { isVerified, markVerified } = await import('./verification.ts');
    expect(isVerified()).toBe(false);
    markVerified();
    expect(isVerified()).toBe(true);
    // A page loaded later in the same visit (a new module) still knows.
    vi.resetModules();
    const again = await import('./verification.ts');
    expect(again.isVerified()).toBe(true);
  });

  it('lasts as long as the page where session storage is refused', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    const { isVerified, markVerified } = await import('./verification.ts');
    expect(isVerified()).toBe(false);
    markVerified();
    expect(isVerified()).toBe(true);
  });
});
