import { Picture } from '#components/picture.tsx';
import { getManual, inParallel } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle, titledMetadata } from '#app/[locale]/_routes/titles.ts';
import { products } from '#lib/site-config.ts';
import { ProductSection } from './_components/product-section.tsx';
import styles from './family.module.css';
import intro from '#components/page-intro.module.css';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/family'>) {
  return titledMetadata((await params).locale, '/family', 'family', {
    ns: 'family',
    text: (t) => t('meta.description'),
  });
}

export default async function FamilyPage({ params }: PageProps<'/[locale]/family'>) {
  const locale = localeOf((await params).locale);
  // No try/catch: a failed read fails the render, and ISR keeps serving the last good page.
  const [manuals, { t }, title] = await Promise.all([
    inParallel({
      mantisoft: getManual('MantiSoft'),
      mantisurf: getManual('MantiSurf'),
      mantisolo: getManual('MantiSolo'),
    }),
    getTranslation(locale, 'family'),
    pageTitle(locale, 'family'),
  ]);
  return (
    <>
      <header className={intro.intro}>
        <div className="container">
          <h1 className={intro.title}>{title}</h1>
          <p className={intro.lead}>{t('intro.lead')}</p>
          <nav aria-label={t('intro.jump')}>
            <ul className={styles.jump}>
              {products.map((product) => (
                <li key={product.key}>
                  <a className={styles.jumpLink} href={`#${product.key}`}>
                    <Picture src={product.logo} alt="" width={24} height={24} unoptimized />
                    {product.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <div className={`container ${styles.products}`}>
        {products.map((product) => (
          <ProductSection
            key={product.key}
            locale={locale}
            product={product}
            manual={manuals[product.key]}
          />
        ))}
      </div>
    </>
  );
}
