import { NotFoundScreen } from '#components/status/not-found-route.tsx';
import { localeOf } from '#lib/route-page.ts';

// Rendered on the first visit of each address, then cached like the content pages: a 404 in
// the server's HTML needs the static render (see not-found-route.tsx), which a dynamic route
// does not get.
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[...rest]'>;

// Any path no route claims: the localised not-found page of its locale, with status 404.
export default async function UnknownPage({ params }: Props) {
  return <NotFoundScreen locale={localeOf((await params).locale)} />;
}
