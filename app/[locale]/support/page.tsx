import { HelpSearch } from '../../../components/help-search/help-search.tsx';
import { PagePlaceholder } from '../../../components/page-placeholder.tsx';
import { placeholderRoute } from '../../../components/placeholder-route.tsx';
import { localeOf, pageTitle } from '../../../lib/route-page.ts';

const route = placeholderRoute('/support', 'support');
export const generateMetadata = route.generateMetadata;
export default async function SupportPage({ params }: PageProps<'/[locale]/support'>) {
  const locale = localeOf((await params).locale);
  return (
    <PagePlaceholder locale={locale} title={await pageTitle(locale, 'support')}>
      <HelpSearch locale={locale} variant="hero" />
    </PagePlaceholder>
  );
}
