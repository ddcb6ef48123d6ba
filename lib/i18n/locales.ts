// The site's locales: Chinese is the default and has no URL prefix, English lives under /en.
export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';

/** BCP 47 tags for `<html lang>`, hreflang and Intl formatting. */
export const localeTags: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The content service's `lang` parameter: 0 is Chinese, 1 any other language. */
export function toLangCode(locale: Locale): 0 | 1 {
  return locale === 'zh' ? 0 : 1;
}
