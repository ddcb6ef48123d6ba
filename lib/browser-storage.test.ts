import { describe, expect, it } from 'vitest';
import {
  browserStorage,
  isRecord,
  readJson,
  readText,
  removeEntry,
  writeJson,
  writeText,
} from './browser-storage.ts';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : undefined);

describe('browser storage', () => {
  it('gives back what was stored, in the shape asked for', () => {
    const store = memory();
    expect(writeJson(store, 'k', 3)).toBe(true);
    expect(readJson(store, 'k', count, 0)).toBe(3);
    expect(writeText(store, 't', 'yes')).toBe(true);
    expect(readText(store, 't')).toBe('yes');
    expect(removeEntry(store, 'k')).toBe(true);
    expect(readJson(store, 'k', count, 0)).toBe(0);
  });

  it('falls back on absent, unreadable or foreign values', () => {
    const store = memory({ bad: '{oops', negative: '-1', text: '"3"' });
    for (const key of ['missing', 'bad', 'negative', 'text']) {
      expect(readJson(store, key, count, 7), key).toBe(7);
    }
  });

  it('never throws where the browser refuses or there is no storage', () => {
    expect(readJson(refusing, 'k', count, 1)).toBe(1);
    expect(readText(refusing, 'k')).toBeNull();
    expect(writeJson(refusing, 'k', 2)).toBe(false);
    expect(removeEntry(refusing, 'k')).toBe(false);
    expect(readJson(null, 'k', count, 1)).toBe(1);
    expect(writeText(null, 'k', 'v')).toBe(false);
    expect(removeEntry(undefined, 'k')).toBe(false);
    // Vitest runs here without a window, as the server renders.
    expect(browserStorage('session')).toBeNull();
  });

  it('tells plain objects from arrays and null', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
