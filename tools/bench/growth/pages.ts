// Which addresses `npm run bench:growth` visits, from what the content service holds: the
// pages the build prerenders and those left to their first visit (lib/prerender-limits.ts),
// in both locales.
import { type PrerenderLimits, prerenderLimits } from '#lib/prerender-limits.ts';

export type SiteContent = {
  /** Announcement ids in the list's order (pinned, then newest). */
  announcements: number[];
  /** Announcements per category. */
  categories: Record<string, number>;
  /** Each help heading with its article ids in its tree's order. */
  help: { typeId: number; articles: number[] }[];
};

export type SitePages = { prerendered: string[]; later: string[] };

const listPageSize = 10;
const staticPaths = ['/', '/family', '/show', '/download', '/support', '/announcement'];

function listPages(base: string, count: number, limits: PrerenderLimits): SitePages {
  const pages = Array.from({ length: Math.ceil(count / listPageSize) }, (_, at) => at + 1).filter(
    (page) => page > 1,
  );
  const path = (page: number) => `${base}/page/${page}`;
  return {
    prerendered: pages.filter((page) => page <= limits.listPages).map(path),
    later: pages.filter((page) => page > limits.listPages).map(path),
  };
}

/** Paths without their locale. */
export function sitePages(
  content: SiteContent,
  limits: PrerenderLimits = prerenderLimits,
): SitePages {
  const lists = [
    listPages('/announcement', content.announcements.length, limits),
    ...Object.entries(content.categories).map(([category, count]) =>
      listPages(`/announcement/category/${category}`, count, limits),
    ),
  ];
  const announcement = (id: number) => `/announcement/${id}`;
  const articles = content.help.map(({ typeId, articles: ids }) => ({
    first: ids.slice(0, limits.helpArticlesPerHeading).map((id) => `/support/${typeId}/${id}`),
    rest: ids.slice(limits.helpArticlesPerHeading).map((id) => `/support/${typeId}/${id}`),
  }));
  return {
    prerendered: [
      ...staticPaths,
      ...Object.keys(content.categories).map((category) => `/announcement/category/${category}`),
      ...content.help.map(({ typeId }) => `/support/${typeId}`),
      ...content.announcements.slice(0, limits.announcements).map(announcement),
      ...lists.flatMap((list) => list.prerendered),
      ...articles.flatMap((each) => each.first),
    ],
    later: [
      ...content.announcements.slice(limits.announcements).map(announcement),
      ...lists.flatMap((list) => list.later),
      ...articles.flatMap((each) => each.rest),
    ],
  };
}

/** `count` items spread evenly over `items` (all of them when there are fewer). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, at) => items[Math.floor((at * items.length) / count)],
  ).filter((item): item is T => item !== undefined);
}

/** Alternately the Chinese and the English address of each path. */
export function inLocales(paths: readonly string[]): string[] {
  return paths.map((path, at) => (at % 2 === 0 ? path : path === '/' ? '/en' : `/en${path}`));
}
