// Which edition of a manual a page links, and how its size reads.
import type { getManual } from '#lib/content/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';

export type Manual = Awaited<ReturnType<typeof getManual>>;
export type ManualEdition = Manual['editions'][number];

/**
 * The edition in the page's language, or else another one, so that a product whose manual is
 * not translated yet still links something; null only when the service lists no edition.
 */
export function pickEdition(
  editions: readonly ManualEdition[],
  locale: Locale,
): { edition: ManualEdition; otherLanguage: boolean } | null {
  const own = editions.find((edition) => edition.language === locale);
  if (own) return { edition: own, otherLanguage: false };
  const other = editions[0];
  return other ? { edition: other, otherLanguage: true } : null;
}
