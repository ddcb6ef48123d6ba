// The announcement feed of each locale: the 20 newest, as Atom. Static and tagged like the
// pages, so the webhook's `announcement` tags refresh it too.
import { getLatestAnnouncements } from '#lib/content/index.ts';
import { publishedContentClient } from '#lib/content/server-client.ts';
import { atomFeed } from '#lib/feed.ts';
import { locales, localeTags } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { siteUrl } from '#lib/metadata.ts';
import { localizedPath } from '#lib/navigation.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { siteName } from '#lib/site-config.ts';
import { feedPath } from '../_components/feed-link.ts';

export const revalidate = 3600;

const feedSize = 20;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/announcement/feed.xml'>,
) {
  const locale = localeOf((await params).locale);
  const [items, { t }, home] = await Promise.all([
    // Published only, for an editor in preview too: feed readers keep what they read.
    getLatestAnnouncements({ locale, count: feedSize }, publishedContentClient()),
    getTranslation(locale, 'announcement'),
    getTranslation(locale, 'home'),
  ]);
  const absolute = (path: string) => new URL(localizedPath(locale, path), siteUrl()).href;
  const body = atomFeed({
    self: absolute(feedPath),
    page: absolute('/announcement'),
    title: t('feed.title'),
    subtitle: t('feed.subtitle'),
    lang: localeTags[locale],
    author: siteName,
    entries: items.map((item) => ({
      url: absolute(`/announcement/${item.id}`),
      title: item.title,
      summary: item.summary,
      published: item.publishTime,
      category: {
        term: item.category,
        label: home.t(`announcements.categories.${item.category}`),
      },
    })),
  });
  return new Response(body, {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
