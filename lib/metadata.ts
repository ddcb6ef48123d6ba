// Page metadata shared by every route: the site's address, canonical and hreflang alternates,
// and search-engine verification tags from the environment.
import type { Metadata } from 'next';
import { config, type Env } from './config/index.ts';
import { locales, localeTags, type Locale } from './i18n/locales.ts';
import { localizedPath } from './navigation.ts';
import { siteName } from './site-config.ts';

/** The site's public address (SITE_URL), a new object each time: callers may change it. */
export function siteUrl(): URL {
  return new URL(config().site.url);
}

/** Canonical URL of a page in its locale, and the same page in every locale (plus x-default). */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const each of locales) languages[localeTags[each]] = localizedPath(each, path);
  languages['x-default'] = localizedPath('zh', path);
  return { canonical: localizedPath(locale, path), languages };
}

/** A page's title as the browser shows it: `… | MantiSoft`. */
export function fullTitle(title: string): string {
  return `${title} | ${siteName}`;
}

/**
 * A page's own metadata. A plain title becomes `… | MantiSoft`; `{ absolute }` is taken as it
 * is (the layout sets no title or template: see app/[locale]/layout.tsx). Without a description the site's own stays: Next merges top-level keys,
 * and an explicit undefined would erase it. Open Graph is complete here for the same reason.
 */
export function pageMetadata(
  locale: Locale,
  path: string,
  title: string | { absolute: string },
  description?: string,
): Metadata {
  const ogTitle = typeof title === 'string' ? title : title.absolute;
  return {
    title: { absolute: typeof title === 'string' ? fullTitle(title) : title.absolute },
    ...(description ? { description } : {}),
    alternates: alternatesFor(locale, path),
    openGraph: {
      title: ogTitle,
      ...(description ? { description } : {}),
      url: localizedPath(locale, path),
      siteName,
      type: 'website',
      locale: localeTags[locale].replace('-', '_'),
    },
  };
}

/** Verification tags of the search engines visitors in China and elsewhere use. */
export function verificationTags(env?: Env): Metadata['verification'] {
  const codes = config(env).site.verification;
  const other: Record<string, string> = {};
  const add = (name: string, value: string | undefined) => {
    if (value) other[name] = value;
  };
  add('baidu-site-verification', codes.baidu);
  add('msvalidate.01', codes.bing);
  add('360-site-verification', codes.so360);
  add('sogou_site_verification', codes.sogou);
  return { google: codes.google, other };
}
