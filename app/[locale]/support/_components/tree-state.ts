// Which sections of the help tree are open (the previous site's lastTree). The visitor's own choices are kept
// per section id; a section they never touched is open only while it holds the current article.
// Reaching another article opens its section, so the tree shows where the visitor is; a reload
// of the same article keeps the tree exactly as they left it.
import {
  isRecord,
  readJson,
  type StorageReader,
  type StorageWriter,
  writeJson,
} from '#lib/browser-storage.ts';

export type TreeState = {
  /** Section id → open (true) or closed (false), as the visitor left it. */
  readonly open: Readonly<Record<string, boolean>>;
  /** The article the visitor last arrived at. */
  readonly at?: number;
};

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

/** The visitor reached a section's own page: it opens; every other choice stays. */
export function openSection(state: TreeState, sectionId: number): TreeState {
  if (state.open[sectionId] === true) return state;
  return { ...state, open: { ...state.open, [sectionId]: true } };
}

/** A stored value as a tree state, keeping only the entries that are ours. */
function toTree(value: unknown): TreeState | undefined {
  if (!isRecord(value)) return undefined;
  const { open, at } = value;
  const entries = isRecord(open)
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
}

export function readTree(store: StorageReader | null): TreeState {
  return readJson(store, treeMemoryKey, toTree, emptyTree);
}

/** False when the store refused (full, or switched off): the caller keeps the state in memory. */
export function writeTree(store: StorageWriter | null, state: TreeState): boolean {
  return writeJson(store, treeMemoryKey, state);
}
