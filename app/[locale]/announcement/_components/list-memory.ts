// Where the visitor left the announcement list for a detail page: which list page (with its
// category) and how far down. The list scrolls back there on return, and the detail page's
// "back" link leads to that list page. One tab's memory, in sessionStorage.
import {
  isRecord,
  readJson,
  removeEntry,
  type StorageLike,
  type StorageReader,
  type StorageWriter,
  writeJson,
} from '#lib/browser-storage.ts';

export type ListPlace = { path: string; y: number };

export const listMemoryKey = 'mantisoft:announcement-list';

/** A list page's path, in either locale; nothing else may be stored or followed back. */
const listPath = /^(?:\/en)?\/announcement(?:\/category\/[a-z]+)?(?:\/page\/[1-9]\d{0,5})?$/;

export function isListPath(path: string): boolean {
  return listPath.test(path);
}

function toListPlace(value: unknown): ListPlace | undefined {
  if (!isRecord(value)) return undefined;
  const { path, y } = value;
  if (typeof path !== 'string' || !isListPath(path)) return undefined;
  if (typeof y !== 'number' || !Number.isFinite(y) || y < 0) return undefined;
  return { path, y };
}

export function readListPlace(store: StorageReader | null): ListPlace | null {
  return readJson(store, listMemoryKey, toListPlace, null);
}

/** Storage full or refused: the list simply starts at the top. */
export function writeListPlace(store: StorageWriter | null, place: ListPlace): void {
  if (!isListPath(place.path)) return;
  writeJson(store, listMemoryKey, { path: place.path, y: Math.round(place.y) });
}

/** The position to restore on the list page at `path`, consumed so that it applies once. */
export function takeListPlace(store: StorageLike | null, path: string): number | null {
  const place = readListPlace(store);
  if (!place || place.path !== path) return null;
  removeEntry(store, listMemoryKey);
  return place.y;
}
