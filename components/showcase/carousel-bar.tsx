// Below the slides: the pause/play button (WCAG 2.2.2) and one dot per slide.
import styles from './showcase-carousel.module.css';
import { PauseIcon, PlayIcon } from './carousel-icons.tsx';
import type { CarouselLabels, ShowcaseSlideData } from './showcase-types.ts';

export function CarouselBar(props: {
  slides: readonly ShowcaseSlideData[];
  labels: CarouselLabels;
  current: number;
  /** Whether autoplay is on, as the button shows it: hovering or focus only hold it briefly. */
  playing: boolean;
  onToggle?: () => void;
  onSelect?: (index: number) => void;
}) {
  const { labels, onSelect } = props;
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={props.playing ? labels.pause : labels.play}
        onClick={props.onToggle}
      >
        {props.playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className={styles.dots} role="group" aria-label={labels.dots}>
        {props.slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={styles.dot}
            aria-label={slide.dot}
            aria-current={index === props.current ? 'true' : undefined}
            onClick={onSelect ? () => onSelect(index) : undefined}
          />
        ))}
      </div>
    </div>
  );
}
