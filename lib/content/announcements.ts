import * as schema from '#content-schema/content.zod.ts';
import type { Locale } from '../i18n/locales.ts';
import type { components } from './api.gen.ts';
import { type ContentClient, read } from './client.ts';
import { inLocale } from './in-locale.ts';
import { contentClient } from './server-client.ts';
import { tags } from './tags.ts';

export type AnnouncementCategory = components['schemas']['AnnouncementCategory'];
export type AnnouncementSummary = components['schemas']['AnnouncementSummary'];
export type Announcement = components['schemas']['Announcement'];

export const announcementCategories = schema.announcementCategory.options;

/** Announcements on one page of the list. */
export const announcementPageSize = 10;

export function getAnnouncementList(
  query: { locale: Locale; page?: number; pageSize?: number; category?: AnnouncementCategory },
  client: ContentClient = contentClient(),
) {
  const { locale, ...rest } = query;
  return read(
    client,
    {
      path: '/api/announcement/getList',
      tags: [tags.announcements, tags.announcementLists],
      schema: schema.announcementPage,
    },
    inLocale(locale, rest),
  );
}

export function getAnnouncement(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    {
      path: '/api/announcement/getAnno',
      tags: [tags.announcements, tags.announcement(query.id)],
      schema: schema.announcement,
    },
    inLocale(query.locale, { id: query.id }),
  );
}

/** Every announcement in the list's order (pinned first, then newest), read 50 at a time. */
export async function getAllAnnouncements(
  query: { locale: Locale; category?: AnnouncementCategory },
  client: ContentClient = contentClient(),
) {
  const items: AnnouncementSummary[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getAnnouncementList({ ...query, page, pageSize: 50 }, client);
    items.push(...list.items);
    if (list.items.length === 0 || items.length >= list.total) return items;
  }
}

/**
 * The newest announcements by publication time, pinned or not: what a feed lists. The list
 * holds the pinned ones first, then the rest newest first; so once `count` unpinned ones are
 * read, nothing further down the list can be newer, and the feed reads a page or two, not all.
 */
export async function getLatestAnnouncements(
  query: { locale: Locale; count: number },
  client: ContentClient = contentClient(),
) {
  const read: AnnouncementSummary[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getAnnouncementList({ locale: query.locale, page, pageSize: 50 }, client);
    read.push(...list.items);
    const unpinned = read.filter((item) => !item.pinned).length;
    if (list.items.length === 0 || read.length >= list.total || unpinned >= query.count) break;
  }
  return read
    .toSorted((a, b) => b.publishTime - a.publishTime || b.id - a.id)
    .slice(0, query.count);
}
