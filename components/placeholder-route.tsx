// Route files for sections that are not built yet: each one is a single line naming its path
// and title (see app/[locale]/family/page.tsx).
import { notFound } from 'next/navigation';
import { PagePlaceholder } from './page-placeholder.tsx';
import { localeOf, pageTitle, type PageTitleKey, titledMetadata } from '#lib/route-page.ts';

type Props = { params: Promise<{ locale: string }> };

export function placeholderRoute(path: string, key: PageTitleKey) {
  return {
    generateMetadata: async ({ params }: Props) => titledMetadata((await params).locale, path, key),
    Page: async function Placeholder({ params }: Props) {
      const locale = localeOf((await params).locale);
      return <PagePlaceholder locale={locale} title={await pageTitle(locale, key)} />;
    },
  };
}

/** A placeholder route with one fixed parameter, such as /download/mac/[arch] (apple, intel). */
export function placeholderVariants<P extends string>(
  param: P,
  base: string,
  titles: Record<string, PageTitleKey>,
) {
  type VariantProps = { params: Promise<{ locale: string } & Record<P, string>> };
  const titleOf = (value: string) => titles[value] ?? notFound();
  return {
    generateStaticParams: () => Object.keys(titles).map((value) => ({ [param]: value })),
    generateMetadata: async ({ params }: VariantProps) => {
      const values = await params;
      return titledMetadata(values.locale, `${base}/${values[param]}`, titleOf(values[param]));
    },
    Page: async function Placeholder({ params }: VariantProps) {
      const values = await params;
      const locale = localeOf(values.locale);
      return (
        <PagePlaceholder locale={locale} title={await pageTitle(locale, titleOf(values[param]))} />
      );
    },
  };
}
