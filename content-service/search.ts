// Full-text search over the help articles: every word of the query must occur in the title or
// the body (a plain substring test, so a Chinese fragment such as 激光 matches inside longer
// words), titles weigh more than bodies, and ties go to the most recently updated article.
// A gram index per language narrows each search to the articles that can match, so a search
// scores a handful of articles rather than all of them.
import { buildGramIndex, candidatesOf, type GramIndex } from './gram-index.ts';
import type { SeedHelpType } from './seed-schema.ts';

export type Lang = 'zh' | 'en';

type Text = { title: string; body: string; titleLower: string; bodyLower: string };

export type IndexedArticle = {
  id: number;
  typeId: number;
  subId: number;
  updateTime: number;
  title: Record<Lang, string>;
  content: Record<Lang, string>;
  typeTitle: Record<Lang, string>;
  subTitle: Record<Lang, string>;
  text: Record<Lang, Text>;
};

export type SearchIndex = {
  articles: IndexedArticle[];
  byId: Map<number, IndexedArticle>;
  grams: Record<Lang, GramIndex>;
};

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function indexText(title: string, html: string): Text {
  const body = htmlToText(html);
  return { title, body, titleLower: title.toLowerCase(), bodyLower: body.toLowerCase() };
}

export function buildSearchIndex(types: SeedHelpType[]): SearchIndex {
  const articles: IndexedArticle[] = types.flatMap((type) =>
    type.subs.flatMap((sub) =>
      sub.articles.map((article) => ({
        id: article.id,
        typeId: type.id,
        subId: sub.id,
        updateTime: article.updateTime,
        title: { zh: article.zh.title, en: article.en.title },
        content: { zh: article.zh.content, en: article.en.content },
        typeTitle: { zh: type.zh.title, en: type.en.title },
        subTitle: { zh: sub.zh.title, en: sub.en.title },
        text: {
          zh: indexText(article.zh.title, article.zh.content),
          en: indexText(article.en.title, article.en.content),
        },
      })),
    ),
  );
  // Title and body apart, so that no gram spans the two.
  const gramsOf = (lang: Lang) =>
    buildGramIndex(articles.map(({ text }) => `${text[lang].titleLower}\n${text[lang].bodyLower}`));
  return {
    articles,
    byId: new Map(articles.map((article) => [article.id, article])),
    grams: { zh: gramsOf('zh'), en: gramsOf('en') },
  };
}

function termsOf(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
}

function countOf(haystack: string, needle: string, cap: number): number {
  let count = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1 && count < cap;
    at = haystack.indexOf(needle, at + needle.length)
  ) {
    count += 1;
  }
  return count;
}

function scoreOf(text: Text, phrase: string, terms: string[]): number {
  let score = text.titleLower.includes(phrase) ? 10 : 0;
  for (const term of terms) {
    const inTitle = text.titleLower.includes(term);
    const inBody = countOf(text.bodyLower, term, 5);
    if (!inTitle && inBody === 0) return 0;
    score += (inTitle ? 5 : 0) + inBody;
  }
  return score;
}

/** Matching articles, best first. */
export function searchArticles(index: SearchIndex, lang: Lang, keyword: string): IndexedArticle[] {
  const phrase = keyword.trim().toLowerCase();
  const terms = termsOf(phrase);
  if (terms.length === 0) return [];
  return candidatesOf(index.grams[lang], terms)
    .flatMap((at) => {
      const article = index.articles[at];
      return article ? [{ article, score: scoreOf(article.text[lang], phrase, terms) }] : [];
    })
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.article.updateTime - a.article.updateTime ||
        a.article.id - b.article.id,
    )
    .map(({ article }) => article);
}

/** About 120 characters of the body around the first match, for the result list. */
export function excerptOf(article: IndexedArticle, lang: Lang, keyword: string): string {
  const { body, bodyLower } = article.text[lang];
  const chars = [...body];
  const first = termsOf(keyword)
    .map((term) => bodyLower.indexOf(term))
    .filter((at) => at >= 0);
  // indexOf counts UTF-16 units; convert to a code-point position before slicing.
  const hit = first.length > 0 ? [...body.slice(0, Math.min(...first))].length : 0;
  const start = Math.max(0, hit - 40);
  const end = Math.min(chars.length, start + 120);
  return (
    (start > 0 ? '…' : '') +
    chars.slice(start, end).join('').trim() +
    (end < chars.length ? '…' : '')
  );
}
