// Which sections of the help tree are open (SPEC: lastTree). The visitor's own choices are kept
// per section id; a section they never touched is open only while it holds the current article.
// Reaching an article opens its section, so the tree always shows where the visitor is.

/** Section id → open (true) or closed (false), as the visitor left it. */
export type TreeState = Readonly<Record<string, boolean>>;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const treeMemoryKey = 'mantisoft:help-tree';

/** Enough for every section of the help centre; anything past it is dropped. */
const maxEntries = 500;

export function isOpen(state: TreeState, sectionId: number, currentSectionId?: number): boolean {
  return state[sectionId] ?? sectionId === currentSectionId;
}

export function toggleSection(
  state: TreeState,
  sectionId: number,
  currentSectionId?: number,
): TreeState {
  return { ...state, [sectionId]: !isOpen(state, sectionId, currentSectionId) };
}

/** The visitor reached an article of this section: it opens; every other choice stays. */
export function arriveAt(state: TreeState, sectionId: number): TreeState {
  return state[sectionId] === true ? state : { ...state, [sectionId]: true };
}

/** A stored state, or an empty one when there is none or it is not ours. */
export function parseTree(raw: string | null): TreeState {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const entries = Object.entries(value).filter(
      (entry): entry is [string, boolean] =>
        /^[1-9]\d{0,8}$/.test(entry[0]) && typeof entry[1] === 'boolean',
    );
    return Object.fromEntries(entries.slice(0, maxEntries));
  } catch {
    return {};
  }
}

export function readTree(store: Store): TreeState {
  try {
    return parseTree(store.getItem(treeMemoryKey));
  } catch {
    return {};
  }
}

/** False when the store refused (full, or switched off): the caller keeps the state in memory. */
export function writeTree(store: Store, state: TreeState): boolean {
  try {
    store.setItem(treeMemoryKey, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}
