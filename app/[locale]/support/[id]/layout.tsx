import { IdleLink } from '#components/idle-link.tsx';
import { HelpSearch } from '#components/help-search/help-search.tsx';
import { getHelpTypes } from '#lib/content/index.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import styles from '../_components/help-page.module.css';

// Every heading (and, below, its first articles: lib/prerender.ts) is generated per locale at
// build time; a heading added later renders on its first visit.
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const { items } = await getHelpTypes({ locale: localeOf(params.locale) });
  return items.map((type) => ({ id: String(type.id) }));
}

// The way back to the help centre and the search stay mounted while the visitor moves between a
// heading's pages; each page draws the heading's tree beside its content (topic-frame.tsx).
export default async function SupportTopicLayout({
  children,
  params,
}: LayoutProps<'/[locale]/support/[id]'>) {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'help');
  return (
    <div className={styles.shell} data-tone="soft">
      <div className={`container ${styles.bar}`}>
        <IdleLink className={styles.centre} href={localizedPath(locale, '/support')}>
          {t('tree.centre')}
        </IdleLink>
        <div className={styles.search}>
          <HelpSearch locale={locale} variant="compact" />
        </div>
      </div>
      {children}
    </div>
  );
}
