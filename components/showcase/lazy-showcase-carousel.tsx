'use client';
// The carousel without its weight in the page's first load (react-slick alone is about 15 kB):
// the server's still (children) shows until the section comes near the viewport (at once on
// /show, where it is the first screen), then the carousel's code is fetched and takes the
// still's place, in the same box. With a storage key, the visitor's slide and pause choice are
// kept for the session and restored when the carousel mounts, so there is no jump.
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { browserStorage } from '#lib/browser-storage.ts';
import { readCarouselState } from './carousel-state.ts';
import type { ShowcaseCarousel, ShowcaseCarouselProps } from './showcase-carousel.tsx';

type Carousel = typeof ShowcaseCarousel;
type Loaded = { Carousel: Carousel; props: Pick<ShowcaseCarouselProps, 'initial'> };

// Once fetched in this tab, the code is there at once for the next visit to the page.
let cached: Carousel | null = null;

async function loadCarousel(): Promise<Carousel> {
  cached ??= (await import('./showcase-carousel.tsx')).ShowcaseCarousel;
  return cached;
}

export function LazyShowcaseCarousel(
  props: Omit<ShowcaseCarouselProps, 'initial'> & {
    children: ReactNode;
  },
) {
  const { children, ...carouselProps } = props;
  const { storageKey } = props;
  const count = props.slides.length;
  const holder = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  // A layout effect: when the code is already here, the carousel replaces the still before the
  // browser paints, already on the slide the visitor left.
  useLayoutEffect(() => {
    let active = true;
    const show = (Carousel: Carousel) => {
      if (!active) return;
      const initial = storageKey
        ? (readCarouselState(browserStorage('session'), storageKey, count) ?? undefined)
        : undefined;
      setLoaded({ Carousel, props: { initial } });
    };
    const element = holder.current;
    if (cached) show(cached);
    else if (element) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          // If the code cannot be fetched (offline), the still simply stays.
          loadCarousel().then(show, () => {});
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(element);
      return () => {
        active = false;
        observer.disconnect();
      };
    }
    return () => {
      active = false;
    };
  }, [storageKey, count]);

  return (
    <div ref={holder}>
      {loaded ? <loaded.Carousel {...carouselProps} {...loaded.props} /> : children}
    </div>
  );
}
