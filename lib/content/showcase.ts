import * as schema from '#content-schema/content.zod.ts';
import type { Locale } from '../i18n/locales.ts';
import { type ContentClient, read } from './client.ts';
import { inLocale } from './in-locale.ts';
import { contentClient } from './server-client.ts';
import { tags } from './tags.ts';

export function getShowcase(query: { locale: Locale }, client: ContentClient = contentClient()) {
  return read(
    client,
    { path: '/api/show/get', tags: [tags.showcase], schema: schema.showList },
    inLocale(query.locale),
  );
}
