import { describe, expect, it } from 'vitest';
import {
  arriveAt,
  emptyTree,
  isOpen,
  openSection,
  readTree,
  toggleSection,
  treeMemoryKey,
  writeTree,
} from './tree-state.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('the help tree state', () => {
  it('opens only the current section until the visitor chooses', () => {
    expect(isOpen(emptyTree, 101, 101)).toBe(true);
    expect(isOpen(emptyTree, 102, 101)).toBe(false);
    expect(isOpen(emptyTree, 102)).toBe(false);
  });

  it('lets the visitor close the current section and open another', () => {
    const closed = toggleSection(emptyTree, 101, 101);
    expect(isOpen(closed, 101, 101)).toBe(false);
    const both = toggleSection(closed, 103, 101);
    expect(isOpen(both, 103, 101)).toBe(true);
    expect(isOpen(toggleSection(both, 103, 101), 103, 101)).toBe(false);
  });

  it('keeps what the visitor opened when they move to an article of another section', () => {
    const first = arriveAt(emptyTree, { sectionId: 101, articleId: 1001 });
    const opened = toggleSection(first, 103, 101);
    const moved = arriveAt(opened, { sectionId: 102, articleId: 1004 });
    expect(isOpen(moved, 103, 102)).toBe(true);
    expect(isOpen(moved, 102, 102)).toBe(true);
    expect(isOpen(moved, 101, 102)).toBe(true);
  });

  it('opens a closed section when the visitor reaches another of its articles', () => {
    const here = arriveAt(emptyTree, { sectionId: 101, articleId: 1001 });
    const closed = toggleSection(here, 101, 101);
    // The same article again (a reload) keeps the visitor's choice.
    expect(arriveAt(closed, { sectionId: 101, articleId: 1001 })).toBe(closed);
    const next = arriveAt(closed, { sectionId: 101, articleId: 1002 });
    expect(isOpen(next, 101, 101)).toBe(true);
  });

  it('opens a section the visitor had closed when they reach its own page, and keeps the rest', () => {
    const here = arriveAt(emptyTree, { sectionId: 101, articleId: 1001 });
    const closed = toggleSection(toggleSection(here, 101, 101), 102, 101);
    const onPage = openSection(closed, 101);
    expect(isOpen(onPage, 101)).toBe(true);
    expect(isOpen(onPage, 102)).toBe(true);
    expect(onPage.at).toBe(1001);
    expect(openSection(onPage, 101)).toBe(onPage);
  });

  it('survives a reload through the store and ignores what is not a tree state', () => {
    const store = memoryStore();
    const state = { open: { 101: false, 203: true }, at: 2011 };
    expect(writeTree(store, state)).toBe(true);
    expect(readTree(store)).toEqual(state);
    expect(readTree(memoryStore({ [treeMemoryKey]: 'not json' }))).toEqual(emptyTree);
    expect(readTree(memoryStore({ [treeMemoryKey]: '[1,2]' }))).toEqual(emptyTree);
    expect(
      readTree(
        memoryStore({
          [treeMemoryKey]: '{"open":{"abc":true,"0":true,"12":"yes","7":false},"at":"9"}',
        }),
      ),
    ).toEqual({
      open: { 7: false },
    });
    expect(readTree(memoryStore({ [treeMemoryKey]: '{"open":[true],"at":-3}' }))).toEqual(
      emptyTree,
    );
    expect(readTree(memoryStore({ [treeMemoryKey]: 'null' }))).toEqual(emptyTree);
  });

  it('reports a store that refuses, and reads nothing from one that throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(writeTree(refusing, emptyTree)).toBe(false);
    expect(readTree(refusing)).toEqual(emptyTree);
  });
});
