// Every page of the site in both locales, with hreflang alternates; content pages come from the
// content service, so the sitemap regenerates with them.
import { announcementListPath, pageCountOf } from '#lib/announcement-routes.ts';
import { contributorPath, contributors } from '#lib/contributors.ts';
import { helpSectionPath } from '#lib/help-tree/paths.ts';
import {
  type AnnouncementSummary,
  announcementCategories,
  announcementPageSize,
  getAllAnnouncements,
  getHelpSubs,
  getHelpTypes,
  getSoftware,
  inParallel,
} from '#lib/content/index.ts';
import { publishedContentClient } from '#lib/content/server-client.ts';
import { locales, localeTags } from '#lib/i18n/locales.ts';
import { siteUrl } from '#lib/metadata.ts';
import { localizedPath } from '#lib/navigation.ts';
import type { SitemapEntry } from './xml.ts';

const staticPaths = [
  '/',
  '/family',
  '/show',
  '/show/index1',
  '/announcement',
  '/contributor',
  '/download',
  '/download/windows',
  '/download/mac/apple',
  '/download/mac/intel',
  '/download/linux/ubuntu',
  '/download/linux/centos',
  '/download/linux/debian',
  '/support',
];

/** Every page of the list and of each category's list, beyond their first pages. */
function announcementLists(items: AnnouncementSummary[]): string[] {
  const pagesOf = (count: number, category?: (typeof announcementCategories)[number]) =>
    Array.from({ length: pageCountOf(count, announcementPageSize) }, (_, index) =>
      announcementListPath(category, index + 1),
    );
  return [
    ...pagesOf(items.length).slice(1),
    ...announcementCategories.flatMap((category) =>
      pagesOf(items.filter((item) => item.category === category).length, category),
    ),
  ];
}

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const base = siteUrl();
  // Published only, for an editor in preview too: search engines keep what they read here.
  const client = publishedContentClient();
  const { announcements, help, windows } = await inParallel({
    announcements: getAllAnnouncements({ locale: 'zh' }, client),
    help: getHelpTypes({ locale: 'zh' }, client),
    windows: getSoftware({ locale: 'zh', os: 'windows' }, client),
  });
  // Each heading's page, its sections' pages and every article under it.
  const helpTopics = await Promise.all(
    help.items.map((type) => getHelpSubs({ locale: 'zh', typeId: type.id }, client)),
  );
  const paths = [
    ...staticPaths,
    ...announcementLists(announcements),
    ...announcements.map((item) => `/announcement/${item.id}`),
    ...contributors.map((contributor) => contributorPath(contributor.id)),
    ...helpTopics.flatMap(({ type, items }) => [
      `/support/${type.id}`,
      ...items.flatMap((section) => [
        helpSectionPath(type.id, section.id),
        ...section.articles.map((article) => `/support/${type.id}/${article.id}`),
      ]),
    ]),
    ...windows.items.map((item) => `/download/windows/${item.id}`),
  ];
  const url = (locale: (typeof locales)[number], path: string) =>
    new URL(localizedPath(locale, path), base).href;
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: url(locale, path),
      alternates: Object.fromEntries([
        ...locales.map((each): [string, string] => [localeTags[each], url(each, path)]),
        ['x-default', url('zh', path)] as const,
      ]),
    })),
  );
}
