// The articles of one heading's tree, as GET /api/help/tree answers them: a page of the heading
// carries its open section's articles, and the tree asks for the others when a section opens.
// The browser reads this shape, so it is checked there by hand rather than with zod, which
// would weigh on every help page's first load.
import { isLocale, type Locale } from '../i18n/locales.ts';

export type TreeLink = { id: number; title: string };
export type TreeArticles = { sections: { id: number; articles: TreeLink[] }[] };

const idPattern = /^[1-9]\d{0,8}$/;

export function treeArticlesOf(topic: {
  items: readonly { id: number; articles: readonly TreeLink[] }[];
}): TreeArticles {
  return {
    sections: topic.items.map((section) => ({
      id: section.id,
      articles: section.articles.map(({ id, title }) => ({ id, title })),
    })),
  };
}

export function helpTreeUrl(locale: Locale, typeId: number): string {
  return `/api/help/tree?${new URLSearchParams({ locale, typeId: String(typeId) })}`;
}

export type TreeQuery = { locale: Locale; typeId: number };

/** The query of a tree URL, or the first thing wrong with it. */
export function parseTreeQuery(
  params: URLSearchParams,
): { ok: true; query: TreeQuery } | { ok: false; error: string } {
  const locale = params.get('locale');
  if (!isLocale(locale)) return { ok: false, error: 'locale must be one of zh, en' };
  const typeId = params.get('typeId') ?? '';
  if (!idPattern.test(typeId)) {
    return { ok: false, error: 'typeId must be a whole number from 1 to 999999999' };
  }
  return { ok: true, query: { locale, typeId: Number(typeId) } };
}

function isLink(value: unknown): value is TreeLink {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title } = value as Record<string, unknown>;
  return Number.isSafeInteger(id) && typeof title === 'string';
}

/** An answer of the route, as the browser receives it. */
export function isTreeArticles(value: unknown): value is TreeArticles {
  if (typeof value !== 'object' || value === null) return false;
  const { sections } = value as Record<string, unknown>;
  return (
    Array.isArray(sections) &&
    sections.every((section: unknown) => {
      if (typeof section !== 'object' || section === null) return false;
      const { id, articles } = section as Record<string, unknown>;
      return Number.isSafeInteger(id) && Array.isArray(articles) && articles.every(isLink);
    })
  );
}
