// The four list routes (all or one category, first or later page) share one loader, one
// metadata builder and one page (list-page.tsx): only the params they read differ.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import {
  type AnnouncementCategory,
  announcementCategories,
  announcementPageSize,
  getAnnouncementList,
} from '#lib/content/index.ts';
import { announcementListPath, pageCountOf, parsePageNumber } from '#lib/announcement-routes.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { pageMetadata } from '#lib/metadata.ts';
import { laterListPages } from '#lib/prerender.ts';
import { localizedPath } from '#lib/navigation.ts';
import { localeOf, oneOf } from '#app/[locale]/_routes/params.ts';
import { feedAlternates } from './feed-link.ts';

export type ListParams = { locale: string; category?: string; page?: string };

function categoryOf(value: string | undefined): AnnouncementCategory | undefined {
  return value === undefined ? undefined : oneOf(value, announcementCategories);
}

export async function loadList(params: ListParams) {
  const locale = localeOf(params.locale);
  const category = categoryOf(params.category);
  const page = params.page === undefined ? 1 : (parsePageNumber(params.page) ?? notFound());
  // /page/1 is the list's own first page: one address per page.
  if (params.page !== undefined && page === 1) {
    permanentRedirect(localizedPath(locale, announcementListPath(category)));
  }
  const [list, title] = await Promise.all([
    getAnnouncementList({ locale, category, page, pageSize: announcementPageSize }),
    listTitle(locale, category, page),
  ]);
  const pageCount = pageCountOf(list.total, announcementPageSize);
  if (page > pageCount) notFound();
  return { locale, category, page, pageCount, list, title };
}

export type ListPage = Awaited<ReturnType<typeof loadList>>;

async function listTitle(locale: Locale, category: AnnouncementCategory | undefined, page: number) {
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
  const { locale, category, page, title } = await loadList(params);
  const { t } = await getTranslation(locale, 'announcement');
  const metadata = pageMetadata(
    locale,
    announcementListPath(category, page),
    title,
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
