import { IdleLink as Link } from '#components/idle-link.tsx';
import type { components } from '#lib/content/api.gen.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { LazyShowcaseCarousel } from '#components/showcase/lazy-showcase-carousel.tsx';
import { getCarouselProps } from '#components/showcase/showcase-props.ts';
import { ShowcaseStill } from '#components/showcase/showcase-still.tsx';
import styles from './home.module.css';

type Item = components['schemas']['ShowItem'];

/** The session key under which the home carousel remembers its slide and pause choice. */
const homeShowcaseKey = 'mantisoft:home-showcase';

// Below the first screen, so the carousel's code loads only when the section comes near: the
// home page's first load stays small. Until then the server's still holds its place.
export async function ShowcaseStrip({ locale, items }: { locale: Locale; items: Item[] }) {
  if (items.length === 0) return null;
  const [{ t }, { slides, labels }] = await Promise.all([
    getTranslation(locale, 'home'),
    getCarouselProps(locale, items),
  ]);
  return (
    <section className={`container ${styles.section}`} aria-labelledby="showcase-title">
      <div className={styles.sectionHead}>
        <h2 id="showcase-title" className={styles.sectionTitle}>
          {t('showcase.title')}
        </h2>
        <Link href={localizedPath(locale, '/show')}>{t('showcase.all')}</Link>
      </div>
      <LazyShowcaseCarousel
        slides={slides}
        labels={labels}
        headingLevel={3}
        storageKey={homeShowcaseKey}
      >
        <ShowcaseStill slides={slides} labels={labels} headingLevel={3} />
      </LazyShowcaseCarousel>
    </section>
  );
}
