// Which paths a preview link may lead to: the site's own pages, in either locale, as a visitor's
// address bar shows them. A segment is letters, digits and hyphens (a heading's id keeps its
// Chinese, percent-encoded or not); anything else (another host, `//host`, `/\host`, an encoded
// slash or backslash, dots, a query, a file such as the feed) is refused, so that a preview link
// can never lead anywhere else.
import { defaultLocale, locales } from '../i18n/locales.ts';
import { sections } from '../site-config.ts';

/** Longest path accepted: well above the longest page address, far below a header's limit. */
const maxLength = 400;
const maxDepth = 4;

const prefixes = locales.filter((locale) => locale !== defaultLocale).map((locale) => `/${locale}`);
const word = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}-]{0,79}$/u;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The path in its canonical form (every segment percent-encoded), ready for a Location header,
 * or null when it is not a page of the site.
 */
export function pagePath(path: string): string | null {
  if (path.length > maxLength || !path.startsWith('/')) return null;
  const prefix = prefixes.find((p) => path === p || path.startsWith(`${p}/`));
  const rest = prefix ? path.slice(prefix.length) : path;
  if (rest === '') return prefix ?? null;
  if (rest === '/') return prefix ? null : '/';
  const [empty, section, ...more] = rest.split('/');
  if (empty !== '' || !(sections as readonly (string | undefined)[]).includes(section)) return null;
  if (more.length > maxDepth) return null;
  const words = more.map(decoded);
  if (!words.every((part): part is string => part !== null && word.test(part))) return null;
  return [prefix ?? '', section, ...words.map(encodeURIComponent)].join('/');
}

export function isPagePath(path: string): boolean {
  return pagePath(path) !== null;
}
