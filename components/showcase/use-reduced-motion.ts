'use client';
// Whether the visitor asks for reduced motion, following changes while the page is open. The
// server (and so the hydrating render) assumes no preference; React re-renders at once with
// the browser's answer, without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
