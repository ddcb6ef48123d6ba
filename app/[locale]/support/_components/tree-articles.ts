'use client';
// The articles of the tree's other sections. A help page carries only its open section's; the
// first time the visitor opens another, the tree reads the whole heading's from
// GET /api/help/tree once, and keeps it for this tab while they move between its pages.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isTreeArticles, type TreeLink } from '#lib/help-tree/articles.ts';

export type ArticlesLoad =
  | { state: 'loading' }
  | { state: 'ready'; sections: ReadonlyMap<number, readonly TreeLink[]> }
  | { state: 'failed' };

const loads = new Map<string, ArticlesLoad>();
const listeners = new Set<() => void>();

function settle(url: string, load: ArticlesLoad) {
  loads.set(url, load);
  for (const listener of listeners) listener();
}

async function fetchArticles(url: string): Promise<ArticlesLoad> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return { state: 'failed' };
    const body: unknown = await response.json();
    if (!isTreeArticles(body)) return { state: 'failed' };
    return {
      state: 'ready',
      sections: new Map(body.sections.map((section) => [section.id, section.articles])),
    };
  } catch {
    return { state: 'failed' };
  }
}

/** Starts a read unless one is under way or done; a failed one is tried again. */
function load(url: string) {
  const state = loads.get(url)?.state;
  if (state === 'loading' || state === 'ready') return;
  settle(url, { state: 'loading' });
  void fetchArticles(url).then((result) => settle(url, result));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The heading's articles from `url`, read as soon as `wanted` (an open section lacks its
 * articles); `read` reads them on demand, or again after a failure.
 */
export function useTreeArticles(url: string, wanted: boolean) {
  const current = useSyncExternalStore(
    subscribe,
    () => loads.get(url),
    () => undefined,
  );
  useEffect(() => {
    if (wanted) load(url);
  }, [url, wanted]);
  const read = useCallback(() => load(url), [url]);
  return { load: current, read };
}
