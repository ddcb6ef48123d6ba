import { IdleLink as Link } from '#components/idle-link.tsx';
import { getCarouselProps } from '#components/showcase/showcase-props.ts';
import { LazyShowcaseCarousel } from '#components/showcase/lazy-showcase-carousel.tsx';
import { ShowcaseStill } from '#components/showcase/showcase-still.tsx';
import styles from '#components/showcase/showcase-page.module.css';
import { getShowcase } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/show'>) {
  return titledMetadata((await params).locale, '/show', 'show');
}

export default async function ShowPage({ params }: PageProps<'/[locale]/show'>) {
  const locale = localeOf((await params).locale);
  const [title, { t }, showcase] = await Promise.all([
    pageTitle(locale, 'show'),
    getTranslation(locale, 'showcase'),
    getShowcase({ locale }),
  ]);
  const { slides, labels } = await getCarouselProps(locale, showcase.items);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{t('page.intro')}</p>
      {slides.length > 0 ? (
        // Its code follows the page instead of weighing on its first load (docs/development.md,
        // "Budgets").
        <LazyShowcaseCarousel slides={slides} labels={labels} headingLevel={2} eager>
          <ShowcaseStill slides={slides} labels={labels} headingLevel={2} eager />
        </LazyShowcaseCarousel>
      ) : (
        <p className={styles.empty}>{t('page.empty')}</p>
      )}
      <Link className={styles.more} href={localizedPath(locale, '/show/index1')}>
        {t('page.gridLink')}
      </Link>
    </div>
  );
}
