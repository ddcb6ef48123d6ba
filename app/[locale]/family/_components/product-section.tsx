// One product of the family: what it is for, what it can do, where it runs, and its download
// and manual.
import { Picture } from '#components/picture.tsx';
import { SiteLink } from '#components/site-link.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import type { products } from '#lib/site-config.ts';
import styles from '../family.module.css';
import { platformPages, productPlatforms } from './family-data.ts';
import type { Manual } from './manual-edition.ts';
import { ManualLink } from './manual-link.tsx';

type Props = { locale: Locale; product: (typeof products)[number]; manual: Manual };

export async function ProductSection({ locale, product, manual }: Props) {
  const { t } = await getTranslation(locale, 'family');
  const capabilities = Object.values(t(`products.${product.key}.items`, { returnObjects: true }));
  const titleId = `${product.key}-title`;
  return (
    <article id={product.key} className={styles.product} aria-labelledby={titleId}>
      <div className={styles.summary}>
        <div className={styles.productHead}>
          <Picture src={product.logo} alt="" width={64} height={64} unoptimized />
          <div>
            <h2 id={titleId} className={styles.productName}>
              {product.name}
            </h2>
            <p className={styles.role}>{t(`products.${product.key}.role`)}</p>
          </div>
        </div>
        <p className={styles.text}>{t(`products.${product.key}.text`)}</p>
        <div className={styles.actions}>
          <SiteLink className={styles.download} href="/download">
            {t('download', { name: product.name })}
          </SiteLink>
          <ManualLink locale={locale} name={product.name} manual={manual} />
        </div>
      </div>
      <div className={styles.details}>
        <h3 className={styles.detailTitle}>{t('capabilities')}</h3>
        <ul className={styles.capabilities}>
          {capabilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3 className={styles.detailTitle}>{t('platforms.title')}</h3>
        <ul className={styles.platforms}>
          {productPlatforms[product.key].map((platform) => {
            const { href, Icon } = platformPages[platform];
            const label = t(`platforms.${platform}`);
            return (
              <li key={platform}>
                <SiteLink
                  className={styles.platform}
                  href={href}
                  title={t('platforms.download', { platform: label })}
                >
                  <Icon size={18} />
                  {label}
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </div>
    </article>
  );
}
