// Which edition of a manual a page links, and how its size reads.
import type { getManual } from '../../../../lib/content/index.ts';
import { localeTags, type Locale } from '../../../../lib/i18n/locales.ts';

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

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size in decimal units as download dialogs show them: 12403118 → "12.4 MB". */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: digits });
  return `${number.format(value)} ${units[unit]}`;
}
