// Dates of content, shown in the company's time zone so that server and browser agree.
import { type Locale, localeTags } from './i18n/locales.ts';

const timeZone = 'Asia/Shanghai';

/** YYYY-MM-DD from a Unix timestamp in seconds. */
export function formatDate(seconds: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return parts.format(new Date(seconds * 1000));
}

/** A long date for reading: 2026年11月18日 / November 18, 2026. */
export function formatLongDate(seconds: number, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { timeZone, dateStyle: 'long' }).format(
    new Date(seconds * 1000),
  );
}

/** The ISO date for a <time dateTime> attribute. */
export function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
