'use client';
// Prefetches a link's page once the link is on screen and the browser is idle (at most 2 s
// later), unless the connection is slow, the data saver is on or the browser is offline.
import { useRouter } from 'next/navigation';
import { type RefObject, useEffect } from 'react';
import {
  type ConnectionInfo,
  prefetchIdleTimeoutMs,
  shouldPrefetch,
} from '#lib/navigation-feedback/prefetch-policy.ts';

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: prefetchIdleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1);
  return () => window.clearTimeout(timer);
}

export function useIdlePrefetch(link: RefObject<HTMLAnchorElement | null>, href: string): void {
  const router = useRouter();
  useEffect(() => {
    const element = link.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => {
        const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
        if (shouldPrefetch(connection, navigator.onLine)) router.prefetch(href);
      });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [link, href, router]);
}
