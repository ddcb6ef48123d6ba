// The browser's call of the site's search route (never the content service).
import type { Locale } from '#lib/i18n/locales.ts';
import type { HelpSearchAnswer } from '#lib/help-search/types.ts';

/** The site refused the search because its visitor searched too often (429): wait, then retry. */
export class SearchRateLimited extends Error {
  override name = 'SearchRateLimited';
}

function isAnswer(body: unknown): body is HelpSearchAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const { keyword, total, items } = body as Record<string, unknown>;
  return typeof keyword === 'string' && typeof total === 'number' && Array.isArray(items);
}

export async function fetchHelpSearch(
  locale: Locale,
  keyword: string,
  page: number,
  signal: AbortSignal,
): Promise<HelpSearchAnswer> {
  const query = new URLSearchParams({ q: keyword, locale });
  if (page > 1) query.set('page', String(page));
  const response = await fetch(`/api/help/search?${query}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 429) throw new SearchRateLimited('the search answered 429');
  if (!response.ok) throw new Error(`the search answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isAnswer(body)) throw new Error('the search answered in an unknown shape');
  return body;
}
