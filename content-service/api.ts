// The endpoints of content-schema/openapi.yaml, answered from the loaded seed content.
import { HttpError, type Query } from './params.ts';
import {
  absolute,
  absoluteHtml,
  announcementSummary,
  articleOf,
  helpTypeOf,
  packageOf,
  searchHitOf,
} from './present.ts';
import { searchArticles } from './search.ts';
import type { SeedManuals } from './seed-schema.ts';
import type { Content } from './store.ts';

type Context = { content: Content; origin: string };
type Handler = (query: Query, context: Context) => unknown;

const categories = ['release', 'maintenance', 'event', 'news'] as const;
const distributions = ['ubuntu', 'centos', 'debian'] as const;

function paginate<T, U>(
  items: readonly T[],
  page: number,
  pageSize: number,
  present: (item: T) => U,
) {
  return {
    page,
    pageSize,
    total: items.length,
    items: items.slice((page - 1) * pageSize, page * pageSize).map(present),
  };
}

const announcementList: Handler = (query, { content, origin }) => {
  const lang = query.lang();
  const { page, pageSize } = query.page();
  const category = query.oneOf('category', categories);
  const { listed, listedIn } = content.announcementIndex;
  const items = category === undefined ? listed : (listedIn.get(category) ?? []);
  return paginate(items, page, pageSize, (a) => announcementSummary(a, lang, origin));
};

const announcement: Handler = (query, { content, origin }) => {
  const lang = query.lang();
  const id = query.int('id', { min: 1 });
  const { newest, positionOf } = content.announcementIndex;
  const at = positionOf.get(id) ?? -1;
  const found = newest[at];
  if (!found) throw new HttpError(404, `announcement ${id} does not exist`);
  const link = (a: (typeof newest)[number] | undefined) =>
    a ? { id: a.id, title: a[lang].title } : null;
  return {
    ...announcementSummary(found, lang, origin),
    content: absoluteHtml(origin, found[lang].content),
    prev: link(newest[at + 1]),
    next: link(newest[at - 1]),
  };
};

const showcase: Handler = (query, { content, origin }) => {
  const lang = query.lang();
  return {
    items: content.showcase.map((item) => ({
      id: item.id,
      title: item[lang].title,
      description: item[lang].description,
      image: absolute(origin, item.image),
      link: item.link,
    })),
  };
};

function software(os: 'windows' | 'macos' | 'android'): Handler {
  return (query, { content, origin }) => {
    const lang = query.lang();
    const place = { os, distribution: null };
    return { ...place, items: content.software[os].map((p) => packageOf(p, lang, origin, place)) };
  };
}

const linuxSoftware: Handler = (query, { content, origin }) => {
  const lang = query.lang();
  const distribution =
    distributions[query.int('distribution', { min: 0, max: 2, fallback: 0 })] ?? 'ubuntu';
  const place = { os: 'linux' as const, distribution };
  return {
    ...place,
    items: content.software.linux[distribution].map((p) => packageOf(p, lang, origin, place)),
  };
};

const manualsUpdateDate: Handler = (query, { content }) => {
  query.lang();
  return { updateDate: content.manuals.updateDate };
};

function manual(product: SeedManuals['items'][number]['product']): Handler {
  return (_query, { content, origin }) => {
    const item = content.manuals.items.find((m) => m.product === product);
    if (!item) throw new HttpError(404, `no manual for ${product}`);
    return {
      product,
      updateDate: item.updateDate,
      editions: item.editions.map(({ fileName, ...edition }) => ({
        ...edition,
        fileUrl: absolute(origin, `/files/manuals/${fileName}`),
      })),
    };
  };
}

const helpTypes: Handler = (query, { content }) => {
  const lang = query.lang();
  return { items: content.help.map((t) => helpTypeOf(t, lang)) };
};

const popularSearches: Handler = (query, { content }) => {
  const lang = query.lang();
  return {
    items: content.popular.map((p) => ({
      id: p.id,
      keyword: p[lang].keyword,
      articleId: p.articleId,
    })),
  };
};

const helpSubs: Handler = (query, { content }) => {
  const lang = query.lang();
  const typeId = query.int('typeId', { min: 1 });
  const type = content.help.find((t) => t.id === typeId);
  if (!type) throw new HttpError(404, `help heading ${typeId} does not exist`);
  return {
    type: helpTypeOf(type, lang),
    items: type.subs.map((sub) => ({
      id: sub.id,
      typeId: type.id,
      title: sub[lang].title,
      articles: sub.articles.map((a) => ({
        id: a.id,
        subId: sub.id,
        title: a[lang].title,
        updateTime: a.updateTime,
      })),
    })),
  };
};

const searchHelp: Handler = (query, { content }) => {
  const lang = query.lang();
  const keyword = query.text('keyword', { max: 100 });
  const { page, pageSize } = query.page();
  const hits = searchArticles(content.search, lang, keyword);
  return { keyword, ...paginate(hits, page, pageSize, (a) => searchHitOf(a, lang, keyword)) };
};

function popularSearch(query: Query, content: Content) {
  const id = query.int('id', { min: 1 });
  const search = content.popular.find((p) => p.id === id);
  if (!search) throw new HttpError(404, `popular search ${id} does not exist`);
  const article = content.search.byId.get(search.articleId);
  if (!article)
    throw new Error(`popular search ${id} points to missing article ${search.articleId}`);
  return { search, article };
}

const popularSearchResults: Handler = (query, { content }) => {
  const lang = query.lang();
  const { search, article } = popularSearch(query, content);
  const keyword = search[lang].keyword;
  const related = searchArticles(content.search, lang, keyword).filter((a) => a.id !== article.id);
  return {
    search: { id: search.id, keyword, articleId: search.articleId },
    items: [article, ...related].slice(0, 10).map((a) => searchHitOf(a, lang, keyword)),
  };
};

const helpArticle: Handler = (query, { content, origin }) => {
  const lang = query.lang();
  const id = query.int('id', { min: 1 });
  const article = content.search.byId.get(id);
  if (!article) throw new HttpError(404, `help article ${id} does not exist`);
  return articleOf(article, lang, origin);
};

const popularSearchParents: Handler = (query, { content }) => {
  query.lang();
  const { search, article } = popularSearch(query, content);
  return {
    searchId: search.id,
    typeId: article.typeId,
    subId: article.subId,
    articleId: article.id,
  };
};

export const routes: Record<string, Handler> = {
  '/api/announcement/getList': announcementList,
  '/api/announcement/getAnno': announcement,
  '/api/show/get': showcase,
  '/api/pcUpgrade/Windows': software('windows'),
  '/api/pcUpgrade/MacOS': software('macos'),
  '/api/pcUpgrade/Linux': linuxSoftware,
  '/api/pcUpgrade/Android': software('android'),
  '/api/pcUpgrade/specificationDate': manualsUpdateDate,
  '/api/pcUpgrade/MantiSoft': manual('MantiSoft'),
  '/api/pcUpgrade/MantiSurf': manual('MantiSurf'),
  '/api/pcUpgrade/MantiSolo': manual('MantiSolo'),
  '/api/helpType/list': helpTypes,
  '/api/helpTopSearch/list': popularSearches,
  '/api/helpSubToInfo/list': helpSubs,
  '/api/helpInfo/selInfo': searchHelp,
  '/api/searchToInfo/list': popularSearchResults,
  '/api/helpInfo/get': helpArticle,
  '/api/searchToInfo/parentId': popularSearchParents,
};
