import { describe, expect, it } from 'vitest';
import { levelMemoryKey, recallChild, rememberChild } from './levels.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('level memory', () => {
  it('remembers the last child of each level separately', () => {
    const store = memoryStore();
    expect(recallChild(store, 'linux')).toBeNull();
    rememberChild(store, 'linux', 'centos');
    rememberChild(store, 'mac', 'intel');
    rememberChild(store, 'linux', 'debian');
    expect(recallChild(store, 'linux')).toBe('debian');
    expect(recallChild(store, 'mac')).toBe('intel');
  });

  it('ignores broken or foreign values', () => {
    expect(recallChild(memoryStore({ [levelMemoryKey]: '{oops' }), 'mac')).toBeNull();
    const tampered = memoryStore({ [levelMemoryKey]: '{"linux":"../../evil","mac":"intel"}' });
    expect(recallChild(tampered, 'linux')).toBeNull();
    expect(recallChild(tampered, 'mac')).toBe('intel');
  });

  it('survives a store that refuses writes', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberChild(store, 'mac', 'apple')).not.toThrow();
  });
});
