'use client';
// /announcement/{id}/{part}: brings the named heading into view once the article is shown.
// An unknown part leaves the page at its top.
import { useEffect } from 'react';

export function ScrollToPart({ id }: { id: string }) {
  useEffect(() => {
    const target = document.getElementById(id);
    if (!target) return;
    // After Next's own scroll-to-top of the navigation that brought us here.
    const frame = requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);
  return null;
}
