import { notFound } from 'next/navigation';
import { metadataOrNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { sanitizeRichText } from '#lib/rich-text/sanitize.ts';
import { ArticleView } from '../../_components/article-view.tsx';
import { articleMetadata, loadArticle, partOf } from '../../_components/article-route.ts';

// A part of an announcement (a heading of its body) is rendered per request and never cached as
// a page: its last segment is anyone's to invent, and a cached page per invented part would fill
// the cache until the next deployment. The announcement itself still comes from the data cache
// (tagged, refreshed by the webhook), so a part costs a render, not a call to the service.
export const dynamic = 'force-dynamic';
export const fetchCache = 'default-cache';

type Props = PageProps<'/[locale]/announcement/[id]/[ids]'>;

/** The announcement, or notFound() when the part is not one of its headings. */
async function loadPart(params: { locale: string; id: string; ids: string }) {
  const { ids, ...rest } = params;
  const article = await loadArticle(rest);
  const part = partOf(ids);
  const headings = sanitizeRichText(article.announcement.content).headings;
  if (!headings.some((heading) => heading.id === part)) notFound();
  return { ...article, part };
}

export async function generateMetadata({ params }: Props) {
  const values = await params;
  return metadataOrNotFound(loadPart(values).then(() => articleMetadata(values)));
}

// A render per request streams its first bytes before a notFound() inside the page's Suspense
// boundary is known, so the status would be 200: an unknown part is refused before rendering.
export default async function AnnouncementPartPage({ params }: Props) {
  const values = await params;
  return <ArticleView {...await loadPart(values)} />;
}
