import { Picture } from '#components/picture.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { products } from '#lib/site-config.ts';
import styles from './home.module.css';

export async function ProductFamily({ locale }: { locale: Locale }) {
  const { t } = await getTranslation(locale, 'home');
  return (
    <section className={`container ${styles.section}`} aria-labelledby="products-title">
      <h2 id="products-title" className={styles.sectionTitle}>
        {t('products.title')}
      </h2>
      <ul className={styles.products}>
        {products.map((product) => (
          <li key={product.key} className={styles.product}>
            <Picture src={product.logo} alt="" width={56} height={56} unoptimized />
            <h3 className={styles.productName}>{product.name}</h3>
            <p className={styles.productRole}>{t(`products.${product.key}.role`)}</p>
            <p className={styles.productText}>{t(`products.${product.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
