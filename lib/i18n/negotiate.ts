import { defaultLocale, isLocale, type Locale } from './locales.ts';

/**
 * The site locale a browser prefers, from its Accept-Language header: the supported language
 * with the highest weight (by primary subtag, so en-GB counts as en), Chinese when none is.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale {
  let best: { locale: Locale; q: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLocale(primary) || !(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? defaultLocale;
}

/** The visitor's stored choice (cookie) wins over the browser's languages. */
export function rootLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  return isLocale(cookie) ? cookie : preferredLocale(acceptLanguage);
}
