// The carousel before its code arrives: the first slide, drawn in react-slick's own markup and
// percentages so the real carousel takes exactly the same box when it swaps in (no layout
// shift). The other slides are there to give the row the height of the tallest one, as in the
// carousel; they are off to the side, hidden and inert. No hooks: it renders on the server.
import styles from './showcase-carousel.module.css';
import { CarouselArrow } from './carousel-arrow.tsx';
import { CarouselBar } from './carousel-bar.tsx';
import { ShowcaseSlide } from './showcase-slide.tsx';
import { SlideImage } from './slide-image.tsx';
import type { CarouselLabels, HeadingLevel, ShowcaseSlideData } from './showcase-types.ts';

export function ShowcaseStill(props: {
  slides: readonly ShowcaseSlideData[];
  labels: CarouselLabels;
  headingLevel: HeadingLevel;
  /** The first slide's picture is the page's main image (on /show): fetch it at once. */
  eager?: boolean;
}) {
  const { slides, labels } = props;
  const count = slides.length;
  return (
    <div
      role="group"
      className={styles.carousel}
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.label}
    >
      {count > 1 ? <CarouselArrow direction="previous" label={labels.previous} /> : null}
      <div className={styles.viewport}>
        <div className="slick-slider slick-initialized" dir="ltr">
          <div className="slick-list">
            <div className="slick-track" style={{ width: `${count * 100}%`, left: 0 }}>
              {slides.map((slide, index) => (
                <div
                  key={slide.id}
                  className={`slick-slide${index === 0 ? ' slick-active slick-current' : ''}`}
                  style={{ width: `${100 / count}%` }}
                  aria-hidden={index !== 0}
                  inert={index !== 0}
                >
                  <div>
                    <ShowcaseSlide
                      slide={slide}
                      labels={labels}
                      headingLevel={props.headingLevel}
                      style={{ width: '100%', display: 'inline-block' }}
                      media={
                        <div className={styles.media}>
                          <SlideImage src={slide.image} eager={props.eager && index === 0} />
                        </div>
                      }
                    />
                  </div>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      {count > 1 ? <CarouselArrow direction="next" label={labels.next} /> : null}
      {count > 1 ? <CarouselBar slides={slides} labels={labels} current={0} playing /> : null}
    </div>
  );
}
