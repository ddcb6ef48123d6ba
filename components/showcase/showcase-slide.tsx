// One slide: the image (whatever `media` the caller gives, always a 16:9 box), the title, the
// description and the case's external link. No hooks, so the server-rendered still and the
// react-slick carousel draw exactly the same box.
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './showcase-carousel.module.css';
import type { CarouselLabels, HeadingLevel, ShowcaseSlideData } from './showcase-types.ts';

type Props = HTMLAttributes<HTMLDivElement> & {
  slide: ShowcaseSlideData;
  labels: CarouselLabels;
  headingLevel: HeadingLevel;
  media: ReactNode;
};

export function ShowcaseSlide({ slide, labels, headingLevel, media, ...rest }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // react-slick clones this element with an inline style and tabIndex -1; `rest` carries them.
    <div
      {...rest}
      className={styles.slide}
      role="group"
      aria-roledescription={labels.roleSlide}
      aria-label={slide.position}
    >
      <div className={styles.body}>
        {media}
        <div className={styles.text}>
          <Heading className={styles.title}>{slide.title}</Heading>
          <p className={styles.description}>{slide.description}</p>
          {slide.link ? (
            <a className={styles.link} href={slide.link} target="_blank" rel="noopener noreferrer">
              {labels.visit}
              <span aria-hidden="true"> ↗</span>
              <span className="visually-hidden">{labels.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
