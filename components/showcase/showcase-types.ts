// What the showcase carousel shows, prepared on the server: client components only get the
// `common` namespace, so every string a visitor reads arrives here already translated.

export type ShowcaseSlideData = {
  id: number;
  title: string;
  description: string;
  image: string;
  link: string | null;
  /** "3 of 10": the slide group's name. */
  position: string;
  /** "Slide 3 of 10": the name of the dot that shows this slide. */
  dot: string;
  /** The name of the button that opens the image full size. */
  enlarge: string;
};

export type CarouselLabels = {
  label: string;
  roleCarousel: string;
  roleSlide: string;
  dots: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  visit: string;
  newTab: string;
};

/**
 * Autoplay as the visitor left it: `auto` plays unless they prefer reduced motion; `paused` and
 * `playing` are their own choice through the pause/play button, and win over the preference.
 */
export type AutoplayMode = 'auto' | 'paused' | 'playing';

export type CarouselState = { slide: number; mode: AutoplayMode };

export type HeadingLevel = 2 | 3;
