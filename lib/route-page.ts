// The shared parts of every route file: reading and checking params, and page metadata.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type pageTitles from '#locales/zh/pages.json';
import { isNotFound } from './content/errors.ts';
import { isLocale, type Locale } from './i18n/locales.ts';
import { getTranslation } from './i18n/server.ts';
import { pageMetadata } from './metadata.ts';

/**
 * Safety net: regenerate content pages at least hourly even if no webhook arrives. Next reads a
 * segment's `export const revalidate` without running the file, so it must be a number literal;
 * each route repeats this value and app/revalidate.test.ts holds them to it.
 */
export const revalidateSeconds = 3600;

export type PageTitleKey = keyof typeof pageTitles;

export function localeOf(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** A content id in a URL: 1 to 999999999, digits only; anything else is a 404. */
export function idOf(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) notFound();
  return Number(value);
}

export async function titledMetadata(
  localeParam: string,
  path: string,
  key: PageTitleKey,
): Promise<Metadata> {
  const locale = localeOf(localeParam);
  const { t } = await getTranslation(locale, 'pages');
  return pageMetadata(locale, path, t(key));
}

export async function pageTitle(locale: Locale, key: PageTitleKey): Promise<string> {
  const { t } = await getTranslation(locale, 'pages');
  return t(key);
}

/** A content read whose 404 means the page does not exist; any other failure propagates. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
}
