'use client';
// react-slick marks off-screen slides and its clones (infinite mode) aria-hidden, but their
// buttons and links stay in the tab order: axe's aria-hidden-focus, and a keyboard visitor lost
// in slides they cannot see. Each slide's `inert` follows its aria-hidden. Focus that was in the
// slide being left follows to the new one instead of falling back to the page.
import { type RefObject, useEffect, useRef } from 'react';

const currentSlide = '.slick-slide.slick-active:not(.slick-cloned) [role="group"]';

export function useInertHiddenSlides(viewport: RefObject<HTMLElement | null>) {
  const refocus = useRef(false);

  useEffect(() => {
    const root = viewport.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (slide.inert !== hidden) slide.inert = hidden;
      }
      if (!refocus.current) return;
      refocus.current = false;
      // The new slide may still be off to the side while the track slides in: no scrolling.
      root.querySelector<HTMLElement>(currentSlide)?.focus({ preventScroll: true });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [viewport]);

  /** Call as the slide changes (react-slick's beforeChange). */
  return (from: number, to: number) => {
    const root = viewport.current;
    refocus.current = from !== to && !!root && root.contains(document.activeElement);
  };
}
