import { NotFoundScreen } from '#app/[locale]/_routes/not-found.tsx';
import { localeOf } from '#app/[locale]/_routes/params.ts';

// The answer to every address no route claims: next.config.mjs rewrites them here (a fallback
// rewrite, tried only after every route), so the 404 is rendered once per locale and served
// from there. A route of its own per unknown address would cache one page for each address
// anyone invents, until the next deployment.
type Props = PageProps<'/[locale]/page-not-found'>;

export default async function UnknownPage({ params }: Props) {
  return <NotFoundScreen locale={localeOf((await params).locale)} />;
}
