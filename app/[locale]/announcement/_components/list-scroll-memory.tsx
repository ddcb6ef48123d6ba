'use client';
// Remembers where the visitor left the list for an announcement and scrolls back there when
// they return, by the browser's back button or by the detail page's link.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { browserStorage } from '#lib/browser-storage.ts';
import { takeListPlace, writeListPlace } from './list-memory.ts';

const detailLink = /^(?:\/en)?\/announcement\/\d+(?:\/|$)/;

export function ListScrollMemory() {
  const pathname = usePathname();
  useEffect(() => {
    const store = browserStorage('session');
    const y = takeListPlace(store, pathname);
    // After Next's own scroll handling for the navigation that brought us here.
    if (y !== null) requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' }));
    const remember = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (detailLink.test(href)) writeListPlace(store, { path: pathname, y: scrollY });
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, [pathname]);
  return null;
}
