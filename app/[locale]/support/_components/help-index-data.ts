// What /support shows: every top-level heading with its tree, and the popular searches resolved
// to the article each one opens. All reads run at once; any failure fails the render.
import {
  getHelpSubs,
  getHelpTypes,
  getPopularSearches,
  getPopularSearchParents,
  getPopularSearchResults,
} from '#lib/content/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { resolvePopularChips } from './popular-chips.ts';

export async function loadHelpIndex(locale: Locale) {
  const [types, popular] = await Promise.all([
    getHelpTypes({ locale }),
    getPopularSearches({ locale }),
  ]);
  const ordered = [...types.items].sort((a, b) => a.sort - b.sort);
  const [topics, chips] = await Promise.all([
    Promise.all(ordered.map((type) => getHelpSubs({ locale, typeId: type.id }))),
    resolvePopularChips(popular.items, {
      parents: (id) => getPopularSearchParents({ locale, id }),
      results: (id) => getPopularSearchResults({ locale, id }),
    }),
  ]);
  return { topics, chips };
}
