// A slide's picture, filling its 16:9 box. The seed images are 1600×900 SVGs from the content
// service; they are served as they are (no optimiser in between), as on the rest of the site.
import Image from 'next/image';
import styles from './showcase-carousel.module.css';

export function SlideImage(props: { src: string; eager?: boolean }) {
  return (
    <Image
      className={styles.image}
      src={props.src}
      alt=""
      width={1600}
      height={900}
      unoptimized
      draggable={false}
      {...(props.eager ? { loading: 'eager', fetchPriority: 'high' } : {})}
    />
  );
}
