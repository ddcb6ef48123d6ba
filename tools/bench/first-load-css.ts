// The stylesheets a page's HTML makes a browser fetch: those that hold back its first paint, and
// those it preloads (fetched at the highest priority, beside the first screen's own requests,
// for a later need). Read by the stylesheet budget test (integration/stylesheets.test.ts).
import { JSDOM } from 'jsdom';

export type PageStylesheets = {
  /** Absolute URLs of the stylesheets the first paint waits for, in document order, once each. */
  blocking: string[];
  /** Absolute URLs of `<link rel=preload as=style>`, once each. */
  preloaded: string[];
};

const relOf = (link: HTMLLinkElement) =>
  (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);

// A print stylesheet is fetched without holding back the screen; any other media query may
// match the visitor's screen, so it counts (the budget errs towards counting).
const holdsPaint = (link: HTMLLinkElement) =>
  !link.hasAttribute('disabled') &&
  !relOf(link).includes('alternate') &&
  (link.getAttribute('media') ?? '').trim().toLowerCase() !== 'print';

/** Parsed as tools/bench/first-load.ts parses scripts: a real parser, `<noscript>` left out. */
export function extractStylesheets(html: string, pageUrl: string): PageStylesheets {
  const dom = new JSDOM(html, { url: pageUrl });
  try {
    const blocking = new Set<string>();
    const preloaded = new Set<string>();
    for (const link of dom.window.document.querySelectorAll('link[href]')) {
      if (!(link instanceof dom.window.HTMLLinkElement) || link.closest('noscript')) continue;
      if (!link.getAttribute('href')?.trim()) continue;
      const rel = relOf(link);
      if (rel.includes('stylesheet') && holdsPaint(link)) blocking.add(link.href);
      const as = (link.getAttribute('as') ?? '').trim().toLowerCase();
      if (rel.includes('preload') && as === 'style') preloaded.add(link.href);
    }
    return { blocking: [...blocking], preloaded: [...preloaded].filter((u) => !blocking.has(u)) };
  } finally {
    dom.window.close();
  }
}
