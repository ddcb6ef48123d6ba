// The download levels that have children (/download/mac, /download/linux), and the memory of
// the child each one last showed, kept per tab in sessionStorage like the section memory.
import {
  readJson,
  type StorageReader,
  type StorageWriter,
  writeJson,
} from '#lib/browser-storage.ts';

export const levels = {
  mac: { children: ['apple', 'intel'], fallback: 'apple' },
  linux: { children: ['ubuntu', 'centos', 'debian'], fallback: 'ubuntu' },
} as const;

export type Level = keyof typeof levels;
export type LevelChild<L extends Level> = (typeof levels)[L]['children'][number];

type Store = StorageReader & StorageWriter;

export const levelMemoryKey = 'mantisoft:download-levels';

const toEntries = (value: unknown) =>
  value && typeof value === 'object' ? { ...value } : undefined;

function readAll(store: StorageReader | null): Record<string, unknown> {
  return readJson<Record<string, unknown>>(store, levelMemoryKey, toEntries, {});
}

function isChild<L extends Level>(level: L, value: unknown): value is LevelChild<L> {
  return (levels[level].children as readonly unknown[]).includes(value);
}

/** The child the level last showed in this tab; null when none or not a known child. */
export function recallChild<L extends Level>(
  store: StorageReader | null,
  level: L,
): LevelChild<L> | null {
  const value = readAll(store)[level];
  return isChild(level, value) ? value : null;
}

/** Storage full or disabled: the level falls back to its default child. */
export function rememberChild<L extends Level>(
  store: Store | null,
  level: L,
  child: LevelChild<L>,
) {
  writeJson(store, levelMemoryKey, { ...readAll(store), [level]: child });
}
