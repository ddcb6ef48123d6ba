import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpSearch } from '../../../../../components/help-search/help-search.tsx';
import { PagePlaceholder } from '../../../../../components/page-placeholder.tsx';
import { getHelpArticle } from '../../../../../lib/content/index.ts';
import { pageMetadata } from '../../../../../lib/metadata.ts';
import { idOf, localeOf, orNotFound } from '../../../../../lib/route-page.ts';

export const revalidate = 3600;

// Articles are rendered on first visit, then cached like the others.
export function generateStaticParams() {
  return [];
}

async function load(params: PageProps<'/[locale]/support/[id]/[ids]'>['params']) {
  const { locale: l, id, ids } = await params;
  const locale = localeOf(l);
  const article = await orNotFound(getHelpArticle({ locale, id: idOf(ids) }));
  // The article must sit under the heading the URL names.
  if (article.typeId !== idOf(id)) notFound();
  return { locale, article };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/support/[id]/[ids]'>): Promise<Metadata> {
  const { locale, article } = await load(params);
  return pageMetadata(locale, `/support/${article.typeId}/${article.id}`, article.title);
}

export default async function SupportArticlePage({
  params,
}: PageProps<'/[locale]/support/[id]/[ids]'>) {
  const { locale, article } = await load(params);
  return (
    <PagePlaceholder locale={locale} title={article.title}>
      <HelpSearch locale={locale} variant="compact" />
      <p>
        {article.typeTitle} / {article.subTitle}
      </p>
    </PagePlaceholder>
  );
}
