// The cards of the showcase grid: picture (opens the preview), title, text and, where the item
// has one, its case study on the company site in a new tab.
import { IdleLink as Link } from '#components/idle-link.tsx';
import { ExternalIcon } from '#components/icons.tsx';
import { PreviewImage } from '#components/image-preview/preview-image.tsx';
import type { components } from '#lib/content/api.gen.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import styles from './showcase-grid.module.css';

// Cards of at least 300 px fill the row: three on a wide page, two, then one on a phone.
const cardWidth =
  '(min-width: 1248px) 384px, (min-width: 1000px) 33vw, (min-width: 660px) 50vw, 100vw';

type Item = components['schemas']['ShowItem'];

export async function ShowcaseGrid(props: { locale: Locale; title: string; items: Item[] }) {
  const { locale, title, items } = props;
  const [{ t }, common] = await Promise.all([
    getTranslation(locale, 'showcase'),
    getTranslation(locale, 'common'),
  ]);
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.heading}>{title}</h1>
        <Link className={styles.switch} href={localizedPath(locale, '/show')}>
          {t('grid.carousel')}
        </Link>
      </div>
      {items.length === 0 ? (
        // The no-data flag lets the footer step aside, as on every page without content.
        <p className={styles.empty} data-no-data="">
          {t('grid.empty')}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('grid.intro')}</p>
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={item.id} className={styles.card}>
                <PreviewImage
                  src={item.image}
                  alt={item.title}
                  openLabel={common.t('preview.openNamed', { alt: item.title })}
                  width={1600}
                  height={900}
                  imageClassName={styles.image}
                  sizes={cardWidth}
                  priority={index === 0}
                />
                <div className={styles.body}>
                  <h2 id={`show-${item.id}`} className={styles.title}>
                    {item.title}
                  </h2>
                  <p className={styles.text}>{item.description}</p>
                  {item.link && (
                    <a
                      className={styles.more}
                      href={item.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-describedby={`show-${item.id}`}
                    >
                      {t('grid.more')}
                      <ExternalIcon size={16} />
                      <span className="visually-hidden"> {common.t('nav.external')}</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
