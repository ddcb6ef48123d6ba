// The gram index must only make search faster: over the whole seed, every query gives exactly
// what scoring every article gives.
import { describe, expect, it } from 'vitest';
import { searchArticles } from './search.ts';
import { loadContent } from './store.ts';
import { seedDir } from '#tools/testing/content-service.ts';

const content = await loadContent(seedDir);

function scanAll(lang: 'zh' | 'en', keyword: string) {
  const everything = { ...content.search, grams: { zh: allOf(), en: allOf() } };
  return searchArticles(everything, lang, keyword).map((a) => a.id);
}

// An index whose every gram lists every article: no narrowing at all.
function allOf() {
  const all = content.search.articles.map((_, at) => at);
  return { get: () => all } as unknown as Map<string, number[]>;
}

describe('search with the gram index', () => {
  const queries = [
    '激光',
    '切割 参数',
    'laser',
    'Calibration',
    'dongle licence',
    'a',
    '光',
    'zzz',
    '  ',
  ];
  it.each(queries)('finds the same articles in the same order for %j', (keyword) => {
    for (const lang of ['zh', 'en'] as const) {
      expect(searchArticles(content.search, lang, keyword).map((a) => a.id)).toEqual(
        scanAll(lang, keyword),
      );
    }
  });
});
