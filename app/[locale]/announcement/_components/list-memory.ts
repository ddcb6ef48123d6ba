// Where the visitor left the announcement list for a detail page: which list page (with its
// category) and how far down. The list scrolls back there on return, and the detail page's
// "back" link leads to that list page. One tab's memory, in sessionStorage.
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ListPlace = { path: string; y: number };

export const listMemoryKey = 'mantisoft:announcement-list';

/** A list page's path, in either locale; nothing else may be stored or followed back. */
const listPath = /^(?:\/en)?\/announcement(?:\/category\/[a-z]+)?(?:\/page\/[1-9]\d{0,5})?$/;

export function isListPath(path: string): boolean {
  return listPath.test(path);
}

export function readListPlace(store: Store): ListPlace | null {
  try {
    const value: unknown = JSON.parse(store.getItem(listMemoryKey) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { path, y } = value as Record<string, unknown>;
    if (typeof path !== 'string' || !isListPath(path)) return null;
    if (typeof y !== 'number' || !Number.isFinite(y) || y < 0) return null;
    return { path, y };
  } catch {
    return null;
  }
}

export function writeListPlace(store: Store, place: ListPlace): void {
  if (!isListPath(place.path)) return;
  try {
    store.setItem(listMemoryKey, JSON.stringify({ path: place.path, y: Math.round(place.y) }));
  } catch {
    // storage full or refused: the list simply starts at the top
  }
}

/** The position to restore on the list page at `path`, consumed so that it applies once. */
export function takeListPlace(store: Store, path: string): number | null {
  const place = readListPlace(store);
  if (!place || place.path !== path) return null;
  try {
    store.removeItem(listMemoryKey);
  } catch {
    // nothing to clean up
  }
  return place.y;
}
