// The four list routes (all or one category, first or later page) share one loader, one
// metadata builder and one view: only the params they read differ.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import {
  type AnnouncementCategory,
  announcementPageSize,
  getAnnouncementList,
  isAnnouncementCategory,
} from '#lib/content/index.ts';
import { announcementListPath, pageCountOf, parsePageNumber } from '#lib/announcement-routes.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { laterListPages } from '#lib/prerender.ts';
import { localizedPath } from '#lib/navigation.ts';
import { localeOf } from '#lib/route-page.ts';
import { feedAlternates } from './feed-link.ts';

export type ListParams = { locale: string; category?: string; page?: string };

function categoryOf(value: string | undefined): AnnouncementCategory | undefined {
  if (value === undefined) return undefined;
  if (!isAnnouncementCategory(value)) notFound();
  return value;
}

export async function loadList(params: ListParams) {
  const locale = localeOf(params.locale);
  const category = categoryOf(params.category);
  const page = params.page === undefined ? 1 : (parsePageNumber(params.page) ?? notFound());
  // /page/1 is the list's own first page: one address per page.
  if (params.page !== undefined && page === 1) {
    permanentRedirect(localizedPath(locale, announcementListPath(category)));
  }
  const list = await getAnnouncementList({
    locale,
    category,
    page,
    pageSize: announcementPageSize,
  });
  const pageCount = pageCountOf(list.total, announcementPageSize);
  if (page > pageCount) notFound();
  return { locale, category, page, pageCount, list };
}

export async function listTitle(locale: Locale, category?: AnnouncementCategory, page = 1) {
  const [{ t }, pages, home] = await Promise.all([
    getTranslation(locale, 'announcement'),
    getTranslation(locale, 'pages'),
    getTranslation(locale, 'home'),
  ]);
  const title = category
    ? t('list.categoryTitle', { category: home.t(`announcements.categories.${category}`) })
    : pages.t('announcement');
  return page > 1 ? t('list.pageTitle', { title, page }) : title;
}

export async function listMetadata(params: ListParams): Promise<Metadata> {
  const { locale, category, page } = await loadList(params);
  const { t } = await getTranslation(locale, 'announcement');
  const metadata = pageMetadata(
    locale,
    announcementListPath(category, page),
    await listTitle(locale, category, page),
    t('list.intro'),
  );
  return { ...metadata, alternates: { ...metadata.alternates, ...(await feedAlternates(locale)) } };
}

/** Pages 2…n of a list that the build prerenders; page 1 is the list's own route. */
export async function laterPages(locale: string, category?: string) {
  const list = await getAnnouncementList({
    locale: localeOf(locale),
    category: categoryOf(category),
    pageSize: announcementPageSize,
  });
  return laterListPages(list.total).map((page) => ({ page: String(page) }));
}
