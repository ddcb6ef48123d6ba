// Dates of content, shown in the company's time zone so that server and browser agree. Every
// timestamp is in Unix seconds, as the content service sends it.
import type { Locale } from './i18n/locales.ts';

const timeZone = 'Asia/Shanghai';

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** The two-digit fields of a moment in China time (the year with four). */
function fieldsOf(seconds: number): Record<Field, string> {
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
  const part = (type: Field) => parts.find((each) => each.type === type)?.value ?? '00';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** YYYY-MM-DD from a Unix timestamp in seconds. */
export function formatDate(seconds: number): string {
  const { year, month, day } = fieldsOf(seconds);
  return `${year}-${month}-${day}`;
}

/** `Y-m-d H:i:s`, the default format of a timestamp: 2026-11-18 09:30:00. */
export function formatDateTime(seconds: number): string {
  const { hour, minute, second } = fieldsOf(seconds);
  return `${formatDate(seconds)} ${hour}:${minute}:${second}`;
}

/** The date with the English month name, whatever the page's language: November 18, 2026. */
export function formatEnglishDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(
    new Date(seconds * 1000),
  );
}

/** The ISO date for a <time dateTime> attribute. */
export function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** The date of a list item: YYYY-MM-DD in Chinese, English month names in English. */
export function formatListDate(seconds: number, locale: Locale): string {
  return locale === 'zh' ? formatDate(seconds) : formatEnglishDate(seconds);
}
