'use client';
// The help tree's open sections for this tab: held in memory while the visitor moves between
// articles, and in sessionStorage so that a reload finds the tree as they left it. Each page of a
// heading draws its own tree, so the tree's scroll position is kept here too.
import { type RefObject, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { browserStorage } from '#lib/browser-storage.ts';
import {
  arriveAt,
  emptyTree,
  isOpen,
  openSection,
  readTree,
  toggleSection,
  type TreeState,
  writeTree,
} from './tree-state.ts';

const listeners = new Set<() => void>();
let state: TreeState | null = null;

function current(): TreeState {
  if (state === null) {
    state = readTree(browserStorage('session'));
  }
  return state;
}

function update(change: (state: TreeState) => TreeState) {
  const next = change(current());
  if (next === state) return;
  state = next;
  writeTree(browserStorage('session'), next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Open sections, given the page's section (if any) and the article being read (if it is one). */
export function useTreeState(currentArticle?: number, currentSection?: number) {
  // The server, and the first render in the browser, know only the current section.
  const tree = useSyncExternalStore(subscribe, current, () => emptyTree);
  useEffect(() => {
    if (currentSection === undefined) return;
    update((each) =>
      currentArticle === undefined
        ? openSection(each, currentSection)
        : arriveAt(each, { sectionId: currentSection, articleId: currentArticle }),
    );
  }, [currentArticle, currentSection]);
  return {
    isOpen: (section: number) => isOpen(tree, section, currentSection),
    toggle: (section: number) => update((each) => toggleSection(each, section, currentSection)),
  };
}

const scrollTops = new Map<string, number>();

/**
 * Keeps how far the visitor scrolled the tree of `topic`, and scrolls the tree of the next page
 * of that heading back there before it paints.
 */
export function useTreeScroll(panel: RefObject<HTMLElement | null>, topic: string) {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    element.scrollTo({ top: scrollTops.get(topic) ?? 0 });
    const remember = () => scrollTops.set(topic, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [panel, topic]);
}
