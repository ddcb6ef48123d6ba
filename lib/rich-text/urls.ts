// Which URLs rich text may point to. The HTML parser has already decoded entities
// (`jav&#x09;ascript:`), so what is left to undo is what a browser ignores inside a URL.

// Browsers drop tabs and newlines anywhere in a URL and spaces and controls around it; taking
// out every whitespace and control character is stricter and can only refuse more.
const ignoredByBrowsers =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const schemePrefix = /^([a-z][a-z\d+.-]*):/i;

/** The URL's scheme in lower case, or null for a relative URL. */
export function urlScheme(value: string): string | null {
  const match = schemePrefix.exec(value.replace(ignoredByBrowsers, ''));
  return match?.[1]?.toLowerCase() ?? null;
}

const schemesByAttribute: Readonly<Record<string, readonly string[]>> = {
  href: ['http', 'https', 'mailto', 'tel'],
  src: ['http', 'https'],
  cite: ['http', 'https'],
};

// Raster images only: an SVG document can carry script.
const inlineImage = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/** Whether `value` may stand in the URL attribute `attribute` of a `tag` element. */
export function isAllowedUrl(tag: string, attribute: string, value: string): boolean {
  const scheme = urlScheme(value);
  if (scheme === null) return true;
  if (scheme === 'data') {
    return tag === 'img' && attribute === 'src' && inlineImage.test(value.trim());
  }
  return schemesByAttribute[attribute]?.includes(scheme) ?? false;
}

/**
 * The same test for DOMPurify's own check, which runs after ours: the schemes above or a
 * relative URL (a first colon after a character that cannot be part of a scheme).
 */
export const allowedUriPattern = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Whether a link leaves the site: it resolves, as a browser would resolve it, to an http(s)
 * address on another origin. `//host`, `https://host` and even `\\host` do; `/path`, `#part`,
 * `mailto:` and links to `siteOrigin` itself do not.
 */
export function isExternalUrl(href: string, siteOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== siteOrigin;
}
