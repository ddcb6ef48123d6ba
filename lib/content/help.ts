import * as schema from '#content-schema/content.zod.ts';
import type { Locale } from '../i18n/locales.ts';
import { type ContentClient, read } from './client.ts';
import { inLocale } from './in-locale.ts';
import { contentClient } from './server-client.ts';
import { tags } from './tags.ts';

export function getHelpTypes(query: { locale: Locale }, client: ContentClient = contentClient()) {
  return read(
    client,
    { path: '/api/helpType/list', tags: [tags.help], schema: schema.helpTypeList },
    inLocale(query.locale),
  );
}

export function getPopularSearches(
  query: { locale: Locale },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    { path: '/api/helpTopSearch/list', tags: [tags.help], schema: schema.popularSearchList },
    inLocale(query.locale),
  );
}

/** A top-level heading with its second-level headings and their articles. */
export function getHelpSubs(
  query: { locale: Locale; typeId: number },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    {
      path: '/api/helpSubToInfo/list',
      tags: [tags.help, tags.helpTree],
      schema: schema.helpSubList,
    },
    inLocale(query.locale, { typeId: query.typeId }),
  );
}

export function searchHelpArticles(
  query: { locale: Locale; keyword: string; page?: number; pageSize?: number },
  client: ContentClient = contentClient(),
) {
  const { locale, ...rest } = query;
  return read(
    client,
    { path: '/api/helpInfo/selInfo', tags: [tags.help], schema: schema.helpSearchPage },
    inLocale(locale, rest),
  );
}

/** A popular search with its articles, the recommended one first. */
export function getPopularSearchResults(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    { path: '/api/searchToInfo/list', tags: [tags.help], schema: schema.popularSearchResult },
    inLocale(query.locale, { id: query.id }),
  );
}

export function getHelpArticle(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    {
      path: '/api/helpInfo/get',
      tags: [tags.help, tags.helpArticle(query.id)],
      schema: schema.helpArticle,
    },
    inLocale(query.locale, { id: query.id }),
  );
}

/** Where a popular search's article sits in the help tree. */
export function getPopularSearchParents(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    { path: '/api/searchToInfo/parentId', tags: [tags.help], schema: schema.popularSearchParents },
    inLocale(query.locale, { id: query.id }),
  );
}
