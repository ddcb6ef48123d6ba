// The pictures a page's HTML makes a browser ask for, read without a browser: every address a
// browser might pick (each srcset candidate, not only the one it would choose for its screen), so
// that a test fetching them all checks at least what a visit would load.
import { JSDOM, VirtualConsole } from 'jsdom';

export type PagePicture = {
  /** The absolute address the browser would request. */
  address: string;
  /** The picture itself: the `url` of the site's image optimiser, else the address. */
  source: string;
};

/** The URLs of a srcset attribute (HTML's algorithm: URLs end at white space, candidates at commas). */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) return urls;
    const url = /^\S+/.exec(rest)?.[0] ?? '';
    rest = rest.slice(url.length);
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    // The descriptors run to the next comma outside parentheses.
    let depth = 0;
    let at = 0;
    for (; at < rest.length; at += 1) {
      const char = rest[at];
      if (char === '(') depth += 1;
      else if (char === ')') depth = Math.max(0, depth - 1);
      else if (char === ',' && depth === 0) break;
    }
    rest = rest.slice(at);
  }
}

function parse(html: string, pageUrl: string): Document {
  // A console of its own: jsdom's complaints about the page's CSS are not the test's.
  return new JSDOM(html, { url: pageUrl, virtualConsole: new VirtualConsole() }).window.document;
}

/**
 * The policies of the page's own <meta http-equiv="Content-Security-Policy">: a browser
 * enforces them beside the header's.
 */
export function metaPolicies(html: string, pageUrl: string): string[] {
  const metas = parse(html, pageUrl).querySelectorAll(
    'meta[http-equiv="content-security-policy" i]',
  );
  return Array.from(metas, (meta) => meta.getAttribute('content') ?? '');
}

/**
 * Every picture `html` (served at `pageUrl`) names: <img> src and srcset, <source> srcset in a
 * <picture>, and image preloads (href and imagesrcset), each address once.
 */
export function picturesOf(html: string, pageUrl: string): PagePicture[] {
  const document = parse(html, pageUrl);
  const addresses: string[] = [];
  const attribute = (selector: string, name: string) =>
    Array.from(document.querySelectorAll(selector), (element) => element.getAttribute(name) ?? '');
  addresses.push(...attribute('img[src]', 'src'));
  addresses.push(...attribute('link[rel~="preload" i][as="image" i][href]', 'href'));
  for (const srcset of [
    ...attribute('img[srcset]', 'srcset'),
    ...attribute('picture > source[srcset]', 'srcset'),
    ...attribute('link[rel~="preload" i][as="image" i][imagesrcset]', 'imagesrcset'),
  ]) {
    addresses.push(...srcsetUrls(srcset));
  }
  const absolute = new Set(
    addresses.filter((address) => address.trim()).map((address) => new URL(address, pageUrl).href),
  );
  const origin = new URL(pageUrl).origin;
  return [...absolute].map((address) => {
    const url = new URL(address);
    const optimised = url.origin === origin && url.pathname === '/_next/image';
    const source = optimised ? new URL(url.searchParams.get('url') ?? '', origin).href : address;
    return { address, source };
  });
}
