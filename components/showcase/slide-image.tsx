// A slide's picture, filling its 16:9 box: the whole slide on a narrow screen, 7 of 12 columns
// of the page (about 680 px at most) on a wide one, which `sizes` tells the browser before any
// CSS has loaded, so it fetches the optimiser's copy of that width and not the 2400 px original.
import { Picture } from '#components/picture.tsx';
import styles from './showcase-carousel.module.css';

const shownWidth = '(min-width: 1248px) 680px, (min-width: 768px) 58vw, 100vw';

export function SlideImage(props: { src: string; eager?: boolean }) {
  return (
    <Picture
      className={styles.image}
      src={props.src}
      alt=""
      width={1600}
      height={900}
      sizes={shownWidth}
      draggable={false}
      {...(props.eager ? { loading: 'eager', fetchPriority: 'high' } : {})}
    />
  );
}
