// What a route reads out of its address. A segment that names nothing is a 404 before any
// content is read.
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '#lib/i18n/locales.ts';

export function localeOf(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** A content id in a URL: 1 to 999999999, digits only; anything else is a 404. */
export function idOf(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) notFound();
  return Number(value);
}

/** A segment that must name one of a fixed few (a category, a chip, a distribution). */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T {
  return allowed.find((each) => each === value) ?? notFound();
}
