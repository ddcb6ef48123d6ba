import { describe, expect, it } from 'vitest';
import { memoryKey, readMemory, rememberChild } from './section-memory.ts';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('section memory', () => {
  it('remembers the last child page of each section', () => {
    const store = fakeStorage();
    expect(rememberChild(store, '/download/linux/debian')).toBe(true);
    expect(rememberChild(store, '/support/2/2003')).toBe(true);
    expect(rememberChild(store, '/download/windows')).toBe(true);
    expect(readMemory(store)).toEqual({
      download: '/download/windows',
      support: '/support/2/2003',
    });
  });

  it('ignores section pages themselves and pages outside sections', () => {
    const store = fakeStorage();
    for (const path of ['/download', '/', '/en', '/unknown/page'])
      expect(rememberChild(store, path)).toBe(false);
    expect(readMemory(store)).toEqual({});
  });

  it('survives a corrupt or unavailable storage', () => {
    expect(readMemory(fakeStorage({ [memoryKey]: '{oops' }))).toEqual({});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberChild(full, '/show/index1')).toBe(false);
  });
});
