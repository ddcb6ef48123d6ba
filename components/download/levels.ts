// The download levels that have children (/download/mac, /download/linux), and the memory of
// the child each one last showed, kept per tab in sessionStorage like the section memory.
export const levels = {
  mac: { children: ['apple', 'intel'], fallback: 'apple' },
  linux: { children: ['ubuntu', 'centos', 'debian'], fallback: 'ubuntu' },
} as const;

export type Level = keyof typeof levels;
export type LevelChild<L extends Level> = (typeof levels)[L]['children'][number];

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const levelMemoryKey = 'mantisoft:download-levels';

function readAll(store: Store): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(levelMemoryKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? { ...parsed } : {};
  } catch {
    return {};
  }
}

function isChild<L extends Level>(level: L, value: unknown): value is LevelChild<L> {
  return (levels[level].children as readonly unknown[]).includes(value);
}

/** The child the level last showed in this tab; null when none or not a known child. */
export function recallChild<L extends Level>(store: Store, level: L): LevelChild<L> | null {
  const value = readAll(store)[level];
  return isChild(level, value) ? value : null;
}

export function rememberChild<L extends Level>(store: Store, level: L, child: LevelChild<L>) {
  try {
    store.setItem(levelMemoryKey, JSON.stringify({ ...readAll(store), [level]: child }));
  } catch {
    // Storage full or disabled: the level falls back to its default child.
  }
}
