import type { Metadata } from 'next';
import intro from '#components/page-intro.module.css';
import { HelpSearch } from '#components/help-search/help-search.tsx';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { loadHelpIndex } from './_components/help-index-data.ts';
import styles from './_components/help-index.module.css';
import { PopularSearches } from './_components/popular-searches.tsx';
import { TopicCard } from './_components/topic-card.tsx';

// Static: a search address (/support?q=…) is read in the browser, never here.
export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/support'>): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'help');
  return pageMetadata(locale, '/support', t('title'), t('description'));
}

export default async function SupportPage({ params }: PageProps<'/[locale]/support'>) {
  const locale = localeOf((await params).locale);
  const [{ topics, chips }, { t }] = await Promise.all([
    loadHelpIndex(locale),
    getTranslation(locale, 'help'),
  ]);
  return (
    <>
      <header className={intro.intro}>
        <div className="container">
          <h1 className={intro.title}>{t('title')}</h1>
          <p className={intro.lead}>{t('index.lead')}</p>
          <div className={styles.search}>
            <HelpSearch locale={locale} variant="hero" />
          </div>
          <PopularSearches locale={locale} chips={chips} />
        </div>
      </header>
      <section className={`container ${styles.topics}`} aria-labelledby="help-topics">
        <h2 id="help-topics" className={styles.topicsTitle}>
          {t('index.topics')}
        </h2>
        <ul className={styles.cards}>
          {topics.map((topic) => (
            <TopicCard key={topic.type.id} locale={locale} topic={topic} />
          ))}
        </ul>
      </section>
    </>
  );
}
