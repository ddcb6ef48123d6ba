'use client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { memoryKey, readMemory, rememberChild, type Memory } from '#lib/section-memory.ts';
import { recordLastRoute } from '#lib/site-config.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string {
  try {
    return sessionStorage.getItem(memoryKey) ?? '{}';
  } catch {
    return '{}';
  }
}

/** Records the current page when it is a section's child, and returns every section's last child. */
export function useSectionMemory(path: string): Memory {
  useEffect(() => {
    if (!recordLastRoute) return;
    try {
      if (rememberChild(sessionStorage, path)) listeners.forEach((listener) => listener());
    } catch {
      // sessionStorage unavailable (privacy mode): nothing to remember
    }
  }, [path]);
  const raw = useSyncExternalStore(subscribe, snapshot, () => '{}');
  return useMemo(() => readMemory({ getItem: () => raw, setItem: () => undefined }), [raw]);
}
