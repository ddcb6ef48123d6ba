// The previous and next buttons, laid over the sides of the slide's image.
import styles from './showcase-carousel.module.css';
import { NextIcon, PreviousIcon } from './carousel-icons.tsx';

export function CarouselArrow(props: {
  direction: 'previous' | 'next';
  label: string;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${styles[props.direction]}`}
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.direction === 'previous' ? <PreviousIcon /> : <NextIcon />}
    </button>
  );
}
