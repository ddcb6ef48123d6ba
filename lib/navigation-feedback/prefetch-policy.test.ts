import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch-policy.ts';

describe('shouldPrefetch', () => {
  it('prefetches on a good connection, or where the browser does not say', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false }, true)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' }, true)).toBe(true);
    expect(shouldPrefetch(undefined, true)).toBe(true);
  });

  it('skips 2g and slower, the data saver, and offline', () => {
    expect(shouldPrefetch({ effectiveType: '2g' }, true)).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' }, true)).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true }, true)).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g' }, false)).toBe(false);
    expect(shouldPrefetch(undefined, false)).toBe(false);
  });
});
