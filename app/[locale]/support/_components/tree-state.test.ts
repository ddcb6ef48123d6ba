import { describe, expect, it } from 'vitest';
import {
  arriveAt,
  isOpen,
  parseTree,
  readTree,
  toggleSection,
  treeMemoryKey,
  writeTree,
} from './tree-state.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('the help tree state', () => {
  it('opens only the current section until the visitor chooses', () => {
    expect(isOpen({}, 101, 101)).toBe(true);
    expect(isOpen({}, 102, 101)).toBe(false);
    expect(isOpen({}, 102)).toBe(false);
  });

  it('lets the visitor close the current section and open another', () => {
    const closed = toggleSection({}, 101, 101);
    expect(isOpen(closed, 101, 101)).toBe(false);
    const both = toggleSection(closed, 103, 101);
    expect(isOpen(both, 103, 101)).toBe(true);
    expect(isOpen(toggleSection(both, 103, 101), 103, 101)).toBe(false);
  });

  it('keeps what the visitor opened when they move to an article of another section', () => {
    const opened = toggleSection({}, 103, 101);
    const moved = arriveAt(opened, 102);
    expect(isOpen(moved, 103, 102)).toBe(true);
    expect(isOpen(moved, 102, 102)).toBe(true);
    // The section left behind closes again unless the visitor had opened it themselves.
    expect(isOpen(moved, 101, 102)).toBe(false);
  });

  it('opens a section the visitor had closed when they reach one of its articles', () => {
    const closed = toggleSection({}, 101, 101);
    expect(isOpen(arriveAt(closed, 101), 101, 101)).toBe(true);
    const open = { 101: true };
    expect(arriveAt(open, 101)).toBe(open);
  });

  it('survives a reload through the store and ignores what is not a tree state', () => {
    const store = memoryStore();
    expect(writeTree(store, { 101: false, 203: true })).toBe(true);
    expect(readTree(store)).toEqual({ 101: false, 203: true });
    expect(parseTree('not json')).toEqual({});
    expect(parseTree('[1,2]')).toEqual({});
    expect(parseTree('{"abc":true,"0":true,"12":"yes","7":false}')).toEqual({ 7: false });
    expect(readTree(memoryStore({ [treeMemoryKey]: 'null' }))).toEqual({});
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
    expect(writeTree(refusing, { 1: true })).toBe(false);
    expect(readTree(refusing)).toEqual({});
  });
});
