import * as schema from '../../content-schema/content.zod.ts';
import { type Locale, toLangCode } from '../i18n/locales.ts';
import type { components } from './api.gen.ts';
import { type ContentClient, read } from './client.ts';
import { contentClient } from './server-client.ts';
import { tags } from './tags.ts';

export type AnnouncementCategory = components['schemas']['AnnouncementCategory'];

export function getAnnouncementList(
  query: { locale: Locale; page?: number; pageSize?: number; category?: AnnouncementCategory },
  client: ContentClient = contentClient(),
) {
  const { locale, ...rest } = query;
  return read(client, {
    path: '/api/announcement/getList',
    tags: [tags.announcements],
    schema: schema.announcementPage,
    call: (api, init) =>
      api.GET('/api/announcement/getList', {
        params: { query: { lang: toLangCode(locale), ...rest } },
        ...init,
      }),
  });
}

export function getAnnouncement(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(client, {
    path: '/api/announcement/getAnno',
    tags: [tags.announcements, tags.announcement(query.id)],
    schema: schema.announcement,
    call: (api, init) =>
      api.GET('/api/announcement/getAnno', {
        params: { query: { lang: toLangCode(query.locale), id: query.id } },
        ...init,
      }),
  });
}

/** Every announcement id, for generating the detail pages. */
export async function getAllAnnouncementIds(
  locale: Locale,
  client: ContentClient = contentClient(),
) {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getAnnouncementList({ locale, page, pageSize: 50 }, client);
    ids.push(...list.items.map((item) => item.id));
    if (list.items.length === 0 || ids.length >= list.total) return ids;
  }
}
