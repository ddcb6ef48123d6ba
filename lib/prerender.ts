// The build's prerender choices for the routes' generateStaticParams (numbers: prerender-limits.ts).
import { announcementPageSize, getAnnouncementList, type getHelpSubs } from '#lib/content/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { prerenderLimits } from './prerender-limits.ts';

export { prerenderLimits };

/** Ids of the first `count` announcements of the list, read a page of up to 50 at a time. */
export async function firstAnnouncementIds(
  locale: Locale,
  count: number = prerenderLimits.announcements,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const list = await getAnnouncementList({ locale, page, pageSize: 50 });
    ids.push(...list.items.map((item) => item.id));
    if (list.items.length === 0 || ids.length >= list.total) break;
  }
  return ids.slice(0, count);
}

/** The later list pages to prerender (2…), for a list of `total` announcements. */
export function laterListPages(total: number, limit: number = prerenderLimits.listPages): number[] {
  const pages = Math.min(Math.ceil(total / announcementPageSize), limit);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => index + 2);
}

type Topic = Awaited<ReturnType<typeof getHelpSubs>>;

/** The first articles of a heading, in its tree's order. */
export function firstHelpArticleIds(
  topic: Pick<Topic, 'items'>,
  limit: number = prerenderLimits.helpArticlesPerHeading,
): number[] {
  return topic.items.flatMap((section) => section.articles.map((a) => a.id)).slice(0, limit);
}
