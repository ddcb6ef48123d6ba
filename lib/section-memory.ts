// "Record last route": the child page last visited in each section, so that the section's
// navigation entry leads back to it. Kept in sessionStorage: one tab, survives reloads.
import { readJson, type StorageReader, type StorageWriter, writeJson } from './browser-storage.ts';
import { isChildOf, sectionOf } from './navigation.ts';
import type { Section } from './site-config.ts';

export type Memory = Partial<Record<Section, string>>;
type Store = StorageReader & StorageWriter;

export const memoryKey = 'mantisoft:section-children';

// Any object is taken as it is: only this site's pages write this tab's storage.
const toMemory = (value: unknown) =>
  value && typeof value === 'object' ? (value as Memory) : undefined;

export function readMemory(store: StorageReader | null): Memory {
  return readJson(store, memoryKey, toMemory, {});
}

/** Stores a child page as its section's default child; true when the memory changed. */
export function rememberChild(store: Store | null, path: string): boolean {
  const section = sectionOf(path);
  if (!section || !isChildOf(section, path)) return false;
  const memory = readMemory(store);
  if (memory[section] === path) return false;
  // False when storage is full or disabled: the navigation simply forgets.
  return writeJson(store, memoryKey, { ...memory, [section]: path });
}
