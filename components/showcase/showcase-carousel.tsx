'use client';
// The showcase as a react-slick carousel: previous/next arrows, dots, a pause/play button,
// keyboard arrows, swipe and mouse drag, autoplay that holds on hover and keyboard focus, and
// a click on an image that opens the image preview. Server HTML and the first client render
// are the same: no window size, storage or media query is read while rendering.
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import Slider from 'react-slick';
import { browserStorage } from '#lib/browser-storage.ts';
import { useImagePreview } from '../image-preview/use-image-preview.tsx';
import { CarouselArrow } from './carousel-arrow.tsx';
import { CarouselBar } from './carousel-bar.tsx';
import { initialCarouselState, writeCarouselState } from './carousel-state.ts';
import styles from './showcase-carousel.module.css';
import { ShowcaseSlide } from './showcase-slide.tsx';
import type {
  CarouselLabels,
  CarouselState,
  HeadingLevel,
  ShowcaseSlideData,
} from './showcase-types.ts';
import { SlideImage } from './slide-image.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useInertHiddenSlides } from './use-inert-hidden-slides.ts';
import { useSwipeGuard } from './use-swipe-guard.ts';

export type ShowcaseCarouselProps = {
  slides: ShowcaseSlideData[];
  labels: CarouselLabels;
  headingLevel: HeadingLevel;
  /** Load the first image at once: the carousel is the page's first screen. */
  eager?: boolean;
  /** Where to start (a client-only mount can restore what the visitor left). */
  initial?: CarouselState;
  /** Keep the slide and the pause choice in sessionStorage under this key. */
  storageKey?: string;
};

export function ShowcaseCarousel({
  slides,
  labels,
  headingLevel,
  eager = false,
  initial = initialCarouselState,
  storageKey,
}: ShowcaseCarouselProps) {
  const slider = useRef<Slider>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(initial.slide);
  const movable = slides.length > 1;
  const next = useCallback(() => slider.current?.slickNext(), []);
  const previous = useCallback(() => slider.current?.slickPrev(), []);
  const autoplay = useAutoplay(initial.mode, next, current, movable);
  const followFocus = useInertHiddenSlides(viewport);
  const swipeGuard = useSwipeGuard();
  const { open, preview } = useImagePreview();

  useEffect(() => {
    if (storageKey)
      writeCarouselState(browserStorage('session'), storageKey, {
        slide: current,
        mode: autoplay.mode,
      });
  }, [storageKey, current, autoplay.mode]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') previous();
    else next();
  };

  return (
    <>
      <div
        role="group"
        className={styles.carousel}
        aria-roledescription={labels.roleCarousel}
        aria-label={labels.label}
        onKeyDown={movable ? onKeyDown : undefined}
        {...autoplay.handlers}
        {...swipeGuard}
      >
        {movable ? (
          <CarouselArrow direction="previous" label={labels.previous} onClick={previous} />
        ) : null}
        <div
          ref={viewport}
          className={styles.viewport}
          aria-live={autoplay.running ? 'off' : 'polite'}
        >
          <Slider
            ref={slider}
            arrows={false}
            dots={false}
            infinite
            // The arrow keys are handled on the whole carousel, not only on its slides.
            accessibility={false}
            speed={autoplay.reducedMotion ? 0 : 500}
            initialSlide={initial.slide}
            beforeChange={(from, to) => {
              followFocus(from, to);
              setCurrent(to);
            }}
          >
            {slides.map((slide, index) => (
              <ShowcaseSlide
                key={slide.id}
                slide={slide}
                labels={labels}
                headingLevel={headingLevel}
                media={
                  <button
                    type="button"
                    className={styles.media}
                    aria-label={slide.enlarge}
                    onClick={() => open({ src: slide.image, alt: slide.title })}
                  >
                    <SlideImage src={slide.image} eager={eager && index === initial.slide} />
                  </button>
                }
              />
            ))}
          </Slider>
        </div>
        {movable ? <CarouselArrow direction="next" label={labels.next} onClick={next} /> : null}
        {movable ? (
          <CarouselBar
            slides={slides}
            labels={labels}
            current={current}
            playing={autoplay.playing}
            onToggle={autoplay.toggle}
            onSelect={(index) => slider.current?.slickGoTo(index)}
          />
        ) : null}
      </div>
      {/* Outside the carousel: keys and clicks in the overlay must not reach its handlers. */}
      {preview}
    </>
  );
}
