import * as schema from '#content-schema/content.zod.ts';
import { type Locale, toLangCode } from '../i18n/locales.ts';
import { type ContentClient, read } from './client.ts';
import { contentClient } from './server-client.ts';
import { tags } from './tags.ts';

export function getHelpTypes(query: { locale: Locale }, client: ContentClient = contentClient()) {
  return read(client, {
    path: '/api/helpType/list',
    tags: [tags.help],
    schema: schema.helpTypeList,
    call: (api, init) =>
      api.GET('/api/helpType/list', {
        params: { query: { lang: toLangCode(query.locale) } },
        ...init,
      }),
  });
}

export function getPopularSearches(
  query: { locale: Locale },
  client: ContentClient = contentClient(),
) {
  return read(client, {
    path: '/api/helpTopSearch/list',
    tags: [tags.help],
    schema: schema.popularSearchList,
    call: (api, init) =>
      api.GET('/api/helpTopSearch/list', {
        params: { query: { lang: toLangCode(query.locale) } },
        ...init,
      }),
  });
}

/** A top-level heading with its second-level headings and their articles. */
export function getHelpSubs(
  query: { locale: Locale; typeId: number },
  client: ContentClient = contentClient(),
) {
  return read(client, {
    path: '/api/helpSubToInfo/list',
    tags: [tags.help, tags.helpTree],
    schema: schema.helpSubList,
    call: (api, init) =>
      api.GET('/api/helpSubToInfo/list', {
        params: { query: { lang: toLangCode(query.locale), typeId: query.typeId } },
        ...init,
      }),
  });
}

export function searchHelpArticles(
  query: { locale: Locale; keyword: string; page?: number; pageSize?: number },
  client: ContentClient = contentClient(),
) {
  const { locale, ...rest } = query;
  return read(client, {
    path: '/api/helpInfo/selInfo',
    tags: [tags.help],
    schema: schema.helpSearchPage,
    call: (api, init) =>
      api.GET('/api/helpInfo/selInfo', {
        params: { query: { lang: toLangCode(locale), ...rest } },
        ...init,
      }),
  });
}

/** A popular search with its articles, the recommended one first. */
export function getPopularSearchResults(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(client, {
    path: '/api/searchToInfo/list',
    tags: [tags.help],
    schema: schema.popularSearchResult,
    call: (api, init) =>
      api.GET('/api/searchToInfo/list', {
        params: { query: { lang: toLangCode(query.locale), id: query.id } },
        ...init,
      }),
  });
}

export function getHelpArticle(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(client, {
    path: '/api/helpInfo/get',
    tags: [tags.help, tags.helpArticle(query.id)],
    schema: schema.helpArticle,
    call: (api, init) =>
      api.GET('/api/helpInfo/get', {
        params: { query: { lang: toLangCode(query.locale), id: query.id } },
        ...init,
      }),
  });
}

/** Where a popular search's article sits in the help tree. */
export function getPopularSearchParents(
  query: { locale: Locale; id: number },
  client: ContentClient = contentClient(),
) {
  return read(client, {
    path: '/api/searchToInfo/parentId',
    tags: [tags.help],
    schema: schema.popularSearchParents,
    call: (api, init) =>
      api.GET('/api/searchToInfo/parentId', {
        params: { query: { lang: toLangCode(query.locale), id: query.id } },
        ...init,
      }),
  });
}
