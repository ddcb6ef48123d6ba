// Turns the content service's showcase items into the carousel's translated props.
import 'server-only';
import type { components } from '#lib/content/api.gen.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import type { CarouselLabels, ShowcaseSlideData } from './showcase-types.ts';

type ShowItem = components['schemas']['ShowItem'];

export async function getCarouselProps(
  locale: Locale,
  items: readonly ShowItem[],
): Promise<{ slides: ShowcaseSlideData[]; labels: CarouselLabels }> {
  const { t } = await getTranslation(locale, 'showcase');
  const count = items.length;
  const slides = items.map((item, index) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    image: item.image,
    link: item.link,
    position: t('carousel.position', { n: index + 1, count }),
    dot: t('carousel.dot', { n: index + 1, count }),
    enlarge: t('carousel.enlarge', { title: item.title }),
  }));
  const labels: CarouselLabels = {
    label: t('carousel.label'),
    roleCarousel: t('carousel.roleCarousel'),
    roleSlide: t('carousel.roleSlide'),
    dots: t('carousel.dots'),
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    visit: t('carousel.visit'),
    newTab: t('carousel.newTab'),
  };
  return { slides, labels };
}
