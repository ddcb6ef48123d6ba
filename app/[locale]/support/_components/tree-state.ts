// Which sections of the help tree are open (SPEC: lastTree). The visitor's own choices are kept
// per section id; a section they never touched is open only while it holds the current article.
// Reaching another article opens its section, so the tree shows where the visitor is; a reload
// of the same article keeps the tree exactly as they left it.

export type TreeState = {
  /** Section id → open (true) or closed (false), as the visitor left it. */
  readonly open: Readonly<Record<string, boolean>>;
  /** The article the visitor last arrived at. */
  readonly at?: number;
};

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const treeMemoryKey = 'mantisoft:help-tree';
export const emptyTree: TreeState = { open: {} };

/** Enough for every section of the help centre; anything past it is dropped. */
const maxEntries = 500;
const idPattern = /^[1-9]\d{0,8}$/;

export function isOpen(state: TreeState, sectionId: number, currentSectionId?: number): boolean {
  return state.open[sectionId] ?? sectionId === currentSectionId;
}

export function toggleSection(
  state: TreeState,
  sectionId: number,
  currentSectionId?: number,
): TreeState {
  return {
    ...state,
    open: { ...state.open, [sectionId]: !isOpen(state, sectionId, currentSectionId) },
  };
}

/** The visitor reached an article: a new one opens its section; every other choice stays. */
export function arriveAt(
  state: TreeState,
  place: { sectionId: number; articleId: number },
): TreeState {
  if (state.at === place.articleId) return state;
  return { open: { ...state.open, [place.sectionId]: true }, at: place.articleId };
}

/** A stored state, or an empty one when there is none or it is not ours. */
export function parseTree(raw: string | null): TreeState {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return emptyTree;
    const { open, at } = value as Record<string, unknown>;
    const entries =
      open && typeof open === 'object' && !Array.isArray(open)
        ? Object.entries(open).filter(
            (entry): entry is [string, boolean] =>
              idPattern.test(entry[0]) && typeof entry[1] === 'boolean',
          )
        : [];
    const article = typeof at === 'number' && idPattern.test(String(at)) ? at : undefined;
    return {
      open: Object.fromEntries(entries.slice(0, maxEntries)),
      ...(article ? { at: article } : {}),
    };
  } catch {
    return emptyTree;
  }
}

export function readTree(store: Store): TreeState {
  try {
    return parseTree(store.getItem(treeMemoryKey));
  } catch {
    return emptyTree;
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
