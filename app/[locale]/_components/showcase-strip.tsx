import Image from 'next/image';
import Link from 'next/link';
import type { components } from '../../../lib/content/api.gen.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { getTranslation } from '../../../lib/i18n/server.ts';
import { localizedPath } from '../../../lib/navigation.ts';
import styles from './home.module.css';

type Item = components['schemas']['ShowItem'];

export async function ShowcaseStrip({ locale, items }: { locale: Locale; items: Item[] }) {
  const { t } = await getTranslation(locale, 'home');
  return (
    <section className={`container ${styles.section}`} aria-labelledby="showcase-title">
      <div className={styles.sectionHead}>
        <h2 id="showcase-title" className={styles.sectionTitle}>
          {t('showcase.title')}
        </h2>
        <Link href={localizedPath(locale, '/show')}>{t('showcase.all')}</Link>
      </div>
      <ul className={styles.showcase}>
        {items.map((item) => {
          const body = (
            <>
              <Image
                className={styles.showImage}
                src={item.image}
                alt=""
                width={1600}
                height={900}
                unoptimized
              />
              <h3 className={styles.showTitle}>{item.title}</h3>
              <p className={styles.showText}>{item.description}</p>
            </>
          );
          return (
            <li key={item.id} className={styles.show}>
              {item.link ? (
                <a href={item.link} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
