import { describe, expect, it } from 'vitest';
import {
  isListPath,
  listMemoryKey,
  readListPlace,
  takeListPlace,
  writeListPlace,
} from './list-memory.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the announcement list memory', () => {
  it('knows list pages in both locales and nothing else', () => {
    for (const path of [
      '/announcement',
      '/en/announcement',
      '/announcement/page/3',
      '/en/announcement/category/release/page/2',
    ]) {
      expect(isListPath(path), path).toBe(true);
    }
    for (const path of ['/announcement/12', '//evil.example', '/announcement/page/0', '/show']) {
      expect(isListPath(path), path).toBe(false);
    }
  });

  it('restores the position once, on the same list page only', () => {
    const store = memoryStore();
    writeListPlace(store, { path: '/announcement/page/2', y: 840.6 });
    expect(takeListPlace(store, '/announcement')).toBeNull();
    expect(takeListPlace(store, '/announcement/page/2')).toBe(841);
    expect(takeListPlace(store, '/announcement/page/2')).toBeNull();
  });

  it('ignores what it did not write: foreign paths, broken JSON, negative positions', () => {
    const store = memoryStore();
    writeListPlace(store, { path: 'https://evil.example/', y: 10 });
    expect(store.data.size).toBe(0);
    for (const raw of ['{', '"x"', '{"path":"/announcement","y":-5}', '{"path":"/x","y":5}']) {
      store.data.set(listMemoryKey, raw);
      expect(readListPlace(store), raw).toBeNull();
    }
  });
});
