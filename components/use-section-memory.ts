'use client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { browserStorage, readText } from '#lib/browser-storage.ts';
import { memoryKey, readMemory, rememberChild, type Memory } from '#lib/section-memory.ts';
import { recordLastRoute } from '#lib/site-config.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The raw text, so that React compares snapshots as strings rather than fresh objects.
function snapshot(): string {
  return readText(browserStorage('session'), memoryKey) ?? '{}';
}

/** Records the current page when it is a section's child, and returns every section's last child. */
export function useSectionMemory(path: string): Memory {
  useEffect(() => {
    if (!recordLastRoute) return;
    if (rememberChild(browserStorage('session'), path)) listeners.forEach((listener) => listener());
  }, [path]);
  const raw = useSyncExternalStore(subscribe, snapshot, () => '{}');
  return useMemo(() => readMemory({ getItem: () => raw }), [raw]);
}
