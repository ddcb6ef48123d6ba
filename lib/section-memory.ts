// "Record last route": the child page last visited in each section, so that the section's
// navigation entry leads back to it. Kept in sessionStorage: one tab, survives reloads.
import { isChildOf, sectionOf } from './navigation.ts';
import type { Section } from './site-config.ts';

export type Memory = Partial<Record<Section, string>>;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const memoryKey = 'mantisoft:section-children';

export function readMemory(store: Store): Memory {
  try {
    const parsed: unknown = JSON.parse(store.getItem(memoryKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Memory) : {};
  } catch {
    return {};
  }
}

/** Stores a child page as its section's default child; true when the memory changed. */
export function rememberChild(store: Store, path: string): boolean {
  const section = sectionOf(path);
  if (!section || !isChildOf(section, path)) return false;
  const memory = readMemory(store);
  if (memory[section] === path) return false;
  try {
    store.setItem(memoryKey, JSON.stringify({ ...memory, [section]: path }));
    return true;
  } catch {
    return false; // storage full or disabled: the navigation simply forgets
  }
}
