// Paths and sections: pure helpers shared by the header, the language switch and scrolling.
import { defaultLocale, isLocale, type Locale } from './i18n/locales.ts';
import { type Section, sections } from './site-config.ts';

/** A site path (`/download`) as the URL of one locale: no prefix for Chinese, /en for English. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Splits a pathname into its locale and the site path. Visitors never see /zh (the proxy
 * redirects it away), but pages generated at build time know themselves by that internal path.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: '/' + rest.join('/') };
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The same page in another locale. */
export function switchLocale(pathname: string, target: Locale): string {
  return localizedPath(target, splitLocale(pathname).path);
}

export function sectionOf(path: string): Section | null {
  const first = path.split('/')[1];
  return sections.find((section) => section === first) ?? null;
}

/** A page below a section's own page, such as /download/windows or /support/3/3002. */
export function isChildOf(section: Section, path: string): boolean {
  return path.startsWith(`/${section}/`) && path.length > section.length + 2;
}

/** Moving within one section keeps the scroll position; anything else starts at the top. */
export function scrollsToTop(fromPath: string, toPath: string): boolean {
  const from = sectionOf(fromPath);
  return from === null || from !== sectionOf(toPath);
}
