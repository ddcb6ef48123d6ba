import type { Metadata } from 'next';
import { PagePlaceholder } from '../../../../components/page-placeholder.tsx';
import { getHelpSubs, getHelpTypes } from '../../../../lib/content/index.ts';
import { pageMetadata } from '../../../../lib/metadata.ts';
import { idOf, localeOf, orNotFound } from '../../../../lib/route-page.ts';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const { items } = await getHelpTypes({ locale: localeOf(params.locale) });
  return items.map((type) => ({ id: String(type.id) }));
}

async function load(params: PageProps<'/[locale]/support/[id]'>['params']) {
  const { locale: l, id } = await params;
  const locale = localeOf(l);
  return { locale, tree: await orNotFound(getHelpSubs({ locale, typeId: idOf(id) })) };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/support/[id]'>): Promise<Metadata> {
  const { locale, tree } = await load(params);
  return pageMetadata(locale, `/support/${tree.type.id}`, tree.type.title, tree.type.description);
}

export default async function SupportTypePage({ params }: PageProps<'/[locale]/support/[id]'>) {
  const { locale, tree } = await load(params);
  return (
    <PagePlaceholder locale={locale} title={tree.type.title}>
      <p>{tree.type.description}</p>
    </PagePlaceholder>
  );
}
