// A contributor's page. Its public address is /contributor/user/detail?id=N; next.config.mjs
// rewrites that to this static route, because reading searchParams would make the page dynamic.
import type { Metadata } from 'next';
import { Picture } from '#components/picture.tsx';
import { notFound } from 'next/navigation';
import { ExternalIcon } from '#components/icons.tsx';
import { SiteLink } from '#components/site-link.tsx';
import { contributorPath, contributors, findContributor } from '#lib/contributors.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { pageTitle } from '#app/[locale]/_routes/titles.ts';
import { products } from '#lib/site-config.ts';
import styles from './detail.module.css';

export const revalidate = 3600;
// Only the listed contributors exist; any other id is a 404 without rendering anything.
export const dynamicParams = false;

export function generateStaticParams() {
  return contributors.map((contributor) => ({ id: String(contributor.id) }));
}

type Props = PageProps<'/[locale]/contributor/user/detail/[id]'>;

async function load(params: Props['params']) {
  const { locale: l, id } = await params;
  const locale = localeOf(l);
  const contributor = findContributor(id) ?? notFound();
  return { locale, contributor };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, contributor } = await load(params);
  const [{ t }, section] = await Promise.all([
    getTranslation(locale, 'contributor'),
    pageTitle(locale, 'contributor'),
  ]);
  return pageMetadata(
    locale,
    contributorPath(contributor.id),
    `${contributor.name[locale]} · ${section}`,
    t(`people.${contributor.key}.bio`),
  );
}

export default async function ContributorDetailPage({ params }: Props) {
  const { locale, contributor } = await load(params);
  const { t } = await getTranslation(locale, 'contributor');
  const used = products.filter((product) => contributor.products.includes(product.key));
  return (
    <article className={`container ${styles.page}`}>
      <SiteLink className={styles.back} href="/contributor">
        <span aria-hidden="true">← </span>
        {t('detail.back')}
      </SiteLink>
      <header className={styles.head}>
        <Picture src={contributor.avatar} alt="" width={112} height={112} unoptimized />
        <div>
          <h1 className={styles.name}>{contributor.name[locale]}</h1>
          <p className={styles.role}>{t(`people.${contributor.key}.role`)}</p>
        </div>
      </header>
      <p className={styles.bio}>{t(`people.${contributor.key}.bio`)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.region')}</dt>
          <dd>{t(`regions.${contributor.region}`)}</dd>
        </div>
        <div>
          <dt>{t('detail.since')}</dt>
          <dd>{t('detail.sinceValue', { year: contributor.since })}</dd>
        </div>
        <div>
          <dt>{t('detail.products')}</dt>
          <dd className={styles.products}>
            {used.map((product) => (
              <SiteLink
                key={product.key}
                className={styles.product}
                href={`/family#${product.key}`}
              >
                <Picture src={product.logo} alt="" width={24} height={24} unoptimized />
                {product.name}
              </SiteLink>
            ))}
          </dd>
        </div>
      </dl>
      <h2 className={styles.heading}>{t('detail.kinds')}</h2>
      <ul className={styles.kinds}>
        {contributor.kinds.map((kind) => (
          <li key={kind} className={styles.kind}>
            <h3 className={styles.kindTitle}>{t(`kinds.items.${kind}.title`)}</h3>
            <p className={styles.kindText}>{t(`kinds.items.${kind}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('detail.links')}</h2>
      <ul className={styles.links}>
        {contributor.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`links.${link.kind}`)}
              <ExternalIcon size={14} />
              <span className="visually-hidden">{t('detail.external')}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
