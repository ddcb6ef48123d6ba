// One part of a sitemap too big for one file: /sitemap/1.xml, /sitemap/2.xml… (listed by the
// index at /sitemap.xml). Part names are checked before any work, so an invented one costs no
// render; a part that appears after the build renders on its first request.
import { partNumber } from '#lib/sitemap/split.ts';
import { sitemapPart, sitemapParts } from '#lib/sitemap/serve.ts';

export const revalidate = 3600;

export async function generateStaticParams() {
  const parts = await sitemapParts();
  return parts.length > 1 ? parts.map((_, at) => ({ part: `${at + 1}.xml` })) : [];
}

export async function GET(_request: Request, { params }: RouteContext<'/sitemap/[part]'>) {
  const part = partNumber((await params).part);
  const answer = part === null ? null : await sitemapPart(part);
  return answer ?? new Response('Not Found', { status: 404 });
}
