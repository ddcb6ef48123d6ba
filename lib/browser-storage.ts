// The browser's localStorage and sessionStorage, read and written without ever throwing: the
// storage can be missing (the server, a sandboxed frame), refused (private modes, a visitor who
// switched it off), full, or hold something another version of the site or the visitor wrote.
// Whatever remembers something on the device is a comfort, never a condition for the page.

export type StorageReader = Pick<Storage, 'getItem'>;
export type StorageWriter = Pick<Storage, 'setItem'>;
export type StorageRemover = Pick<Storage, 'removeItem'>;
/** What a memory that reads, writes and forgets needs of a storage. */
export type StorageLike = StorageReader & StorageWriter & StorageRemover;

/** Turns a parsed value into ours, or undefined when it is not (the caller's fallback then). */
export type StoredShape<T> = (value: unknown) => T | undefined;

/** The tab's or the device's storage, or null where there is none or the browser refuses it. */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** The text under `key`, or null when it is absent or cannot be read. */
export function readText(store: StorageReader | null | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The JSON under `key` when it parses and fits `shape`, else `fallback`. */
export function readJson<T>(
  store: StorageReader | null | undefined,
  key: string,
  shape: StoredShape<T>,
  fallback: T,
): T {
  const raw = readText(store, key);
  if (raw === null) return fallback;
  try {
    return shape(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** False when nothing was stored (no storage, full, refused). */
export function writeText(
  store: StorageWriter | null | undefined,
  key: string,
  value: string,
): boolean {
  return attempt(store, (each) => each.setItem(key, value));
}

export function writeJson(
  store: StorageWriter | null | undefined,
  key: string,
  value: unknown,
): boolean {
  return writeText(store, key, JSON.stringify(value));
}

/** False when the entry may still be there (no storage, refused). */
export function removeEntry(store: StorageRemover | null | undefined, key: string): boolean {
  return attempt(store, (each) => each.removeItem(key));
}

/** Runs a change on the storage; false when there is none or it refused. */
function attempt<S>(store: S | null | undefined, change: (store: S) => void): boolean {
  if (!store) return false;
  try {
    change(store);
    return true;
  } catch {
    return false;
  }
}

/** A plain object (not null, not an array): the usual first check of a stored value. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
