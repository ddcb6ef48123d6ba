// Recent searches on this device: newest first, each once, at most eight. Storage can be
// missing or refuse writes (private browsing, a full quota); the list then simply stays empty
// or unchanged, and the search works as before.
import {
  browserStorage,
  readJson,
  removeEntry,
  type StorageLike,
  writeJson,
} from '#lib/browser-storage.ts';

const key = 'mantisoft:help-recent-searches';
export const maxRecentSearches = 8;

const storage = () => browserStorage('local');

function toSearches(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, maxRecentSearches);
}

export function readRecentSearches(store: StorageLike | null = storage()): string[] {
  return readJson(store, key, toSearches, []);
}

/** A refused write is not remembered this time; nothing else depends on it. */
function write(list: string[], store: StorageLike | null): string[] {
  if (list.length === 0) removeEntry(store, key);
  else writeJson(store, key, list);
  return list;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function addRecentSearch(term: string, store: StorageLike | null = storage()): string[] {
  const clean = term.trim().replace(/\s+/g, ' ');
  const list = readRecentSearches(store);
  if (clean === '') return list;
  const next = [clean, ...list.filter((item) => !same(item, clean))].slice(0, maxRecentSearches);
  return write(next, store);
}

export function removeRecentSearch(term: string, store: StorageLike | null = storage()): string[] {
  return write(
    readRecentSearches(store).filter((item) => item !== term),
    store,
  );
}

export function clearRecentSearches(store: StorageLike | null = storage()): string[] {
  return write([], store);
}
