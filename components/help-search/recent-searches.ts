// Recent searches on this device: newest first, each once, at most eight. Storage can be
// missing or refuse writes (private browsing, a full quota); the list then simply stays empty
// or unchanged, and the search works as before.
const key = 'mantisoft:help-recent-searches';
export const maxRecentSearches = 8;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentSearches(store: StorageLike | null = storage()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, maxRecentSearches);
  } catch {
    return [];
  }
}

function write(list: string[], store: StorageLike | null): string[] {
  try {
    if (list.length === 0) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(list));
  } catch {
    // Not remembered this time; nothing else depends on it.
  }
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
