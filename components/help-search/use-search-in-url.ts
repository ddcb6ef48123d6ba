'use client';
import { useEffect } from 'react';

/**
 * Keeps ?q= in the address in step with the search, without navigating (Next's router follows
 * history.replaceState), so that a search can be shared or reloaded.
 */
export function useSearchInUrl(enabled: boolean, keyword: string, blank: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const url = new URL(window.location.href);
    const q = blank ? '' : keyword;
    if ((url.searchParams.get('q') ?? '') === q) return;
    if (q === '') url.searchParams.delete('q');
    else url.searchParams.set('q', q);
    window.history.replaceState(null, '', url);
  }, [enabled, keyword, blank]);
}
