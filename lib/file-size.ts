// File sizes as download pages show them.
import { localeTags, type Locale } from './i18n/locales.ts';

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
