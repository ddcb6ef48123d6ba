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

/** `Y-m-d H:i:s` from a Unix timestamp in seconds: 2026-11-18 09:30:00. */
export function formatDateTime(seconds: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(seconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The date of a list item: YYYY-MM-DD in Chinese, English month names in English. */
export function formatListDate(seconds: number, locale: Locale): string {
  if (locale === 'zh') return formatDate(seconds);
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(seconds * 1000));
}
