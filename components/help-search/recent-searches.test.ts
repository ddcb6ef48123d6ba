import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from './recent-searches.ts';

function memory(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set('mantisoft:help-recent-searches', initial);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('recent searches', () => {
  it('keeps the newest first, each once whatever its case, at most eight', () => {
    const store = memory();
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) addRecentSearch(term, store);
    expect(readRecentSearches(store)).toEqual(['i', 'h', 'g', 'f', 'e', 'd', 'c', 'b']);
    expect(addRecentSearch('  D  ', store)).toEqual(['D', 'i', 'h', 'g', 'f', 'e', 'c', 'b']);
  });

  it('ignores blank terms and tidies spaces', () => {
    const store = memory();
    addRecentSearch('   ', store);
    expect(readRecentSearches(store)).toEqual([]);
    expect(addRecentSearch(' laser   power ', store)).toEqual(['laser power']);
  });

  it('removes one term, and clears all', () => {
    const store = memory();
    addRecentSearch('激光', store);
    addRecentSearch('<b>x</b>', store);
    expect(removeRecentSearch('激光', store)).toEqual(['<b>x</b>']);
    expect(clearRecentSearches(store)).toEqual([]);
    expect(store.data.size).toBe(0);
  });

  it('reads damaged or foreign data as an empty list', () => {
    expect(readRecentSearches(memory('{not json'))).toEqual([]);
    expect(readRecentSearches(memory('{"a":1}'))).toEqual([]);
    expect(readRecentSearches(memory('["ok", 3, null, ""]'))).toEqual(['ok']);
  });

  it('goes on without storage, or with storage that refuses', () => {
    expect(readRecentSearches(broken)).toEqual([]);
    expect(addRecentSearch('laser', broken)).toEqual(['laser']);
    expect(clearRecentSearches(broken)).toEqual([]);
    expect(addRecentSearch('laser', null)).toEqual(['laser']);
  });
});
