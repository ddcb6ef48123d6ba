'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { pageViews } from '#lib/analytics/page-views.ts';

/**
 * Tells the statistics about each page the visitor lands on. The path and the query are what
 * change on a client navigation; a change of the hash alone changes neither, and a render that
 * changes nothing is skipped by the tracker itself.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    pageViews.visit(window.location.pathname + (query ? `?${query}` : ''));
  }, [pathname, query]);
  return null;
}
