'use client';
import { useParams, usePathname } from 'next/navigation';
import { defaultLocale, isLocale, type Locale } from '#lib/i18n/locales.ts';
import { splitLocale } from '#lib/navigation.ts';

/** The locale of the page being shown, from the `[locale]` route segment. */
export function useLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>();
  return isLocale(locale) ? locale : defaultLocale;
}

/** The current site path without its locale prefix, e.g. /download/windows. */
export function useSitePath(): string {
  return splitLocale(usePathname()).path;
}
