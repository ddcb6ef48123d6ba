import { ExternalIcon } from '#components/icons.tsx';
import { contributors, joinUrl } from '#lib/contributors.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { titledMetadata } from '#app/[locale]/_routes/titles.ts';
import { ContributorCard } from './_components/contributor-card.tsx';
import { ProgrammeSection } from './_components/programme-section.tsx';
import styles from './contributor.module.css';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/contributor'>) {
  return titledMetadata((await params).locale, '/contributor', 'contributor', {
    ns: 'contributor',
    text: (t) => t('meta.description'),
  });
}

export default async function ContributorPage({ params }: PageProps<'/[locale]/contributor'>) {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'contributor');
  return (
    <>
      <div className={styles.intro}>
        <div className="container">
          <p className={styles.eyebrow}>{t('intro.eyebrow')}</p>
          <h1 className={styles.title}>{t('intro.title')}</h1>
          <p className={styles.lead}>{t('intro.lead')}</p>
          <a className={styles.join} href={joinUrl} target="_blank" rel="noopener noreferrer">
            {t('intro.join')}
            <ExternalIcon size={16} />
            <span className="visually-hidden">{t('detail.external')}</span>
          </a>
          <p className={styles.joinNote}>{t('intro.joinNote')}</p>
        </div>
      </div>
      <ProgrammeSection
        id="audiences"
        title={t('audiences.title')}
        items={t('audiences.items', { returnObjects: true })}
      />
      <ProgrammeSection
        id="kinds"
        title={t('kinds.title')}
        items={t('kinds.items', { returnObjects: true })}
        tone="soft"
      />
      <ProgrammeSection
        id="benefits"
        title={t('benefits.title')}
        items={t('benefits.items', { returnObjects: true })}
      />
      <section className={`container ${styles.section}`} aria-labelledby="featured">
        <h2 id="featured" className={styles.sectionTitle}>
          {t('featured.title')}
        </h2>
        <p className={styles.sectionText}>{t('featured.text')}</p>
        <ul className={styles.people}>
          {contributors.map((contributor) => (
            <ContributorCard key={contributor.id} locale={locale} contributor={contributor} />
          ))}
        </ul>
      </section>
    </>
  );
}
