// Every page in both locales, with hreflang alternates; content pages come from the content
// service, so the sitemap regenerates with them.
import type { MetadataRoute } from 'next';
import {
  getAllAnnouncementIds,
  getHelpTypes,
  getSoftware,
  inParallel,
} from '../lib/content/index.ts';
import { locales, localeTags } from '../lib/i18n/locales.ts';
import { siteUrl } from '../lib/metadata.ts';
import { localizedPath } from '../lib/navigation.ts';

export const revalidate = 3600;

const staticPaths = [
  '/',
  '/family',
  '/show',
  '/show/index1',
  '/announcement',
  '/contributor',
  '/contributor/user/detail',
  '/download',
  '/download/windows',
  '/download/mac/apple',
  '/download/mac/intel',
  '/download/linux/ubuntu',
  '/download/linux/centos',
  '/download/linux/debian',
  '/support',
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const { announcements, help, windows } = await inParallel({
    announcements: getAllAnnouncementIds('zh'),
    help: getHelpTypes({ locale: 'zh' }),
    windows: getSoftware({ locale: 'zh', os: 'windows' }),
  });
  const paths = [
    ...staticPaths,
    ...announcements.map((id) => `/announcement/${id}`),
    ...help.items.map((type) => `/support/${type.id}`),
    ...windows.items.map((item) => `/download/windows/${item.id}`),
  ];
  const url = (locale: (typeof locales)[number], path: string) =>
    new URL(localizedPath(locale, path), base).href;
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: url(locale, path),
      alternates: {
        languages: Object.fromEntries([
          ...locales.map((each) => [localeTags[each], url(each, path)]),
          ['x-default', url('zh', path)],
        ]),
      },
    })),
  );
}
