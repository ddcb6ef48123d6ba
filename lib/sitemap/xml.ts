// The sitemap protocol's XML (sitemaps.org): a urlset with hreflang alternates (as xhtml:link,
// the form search engines read), and a sitemap index that lists several urlsets.
export type SitemapEntry = { url: string; alternates: Record<string, string> };

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const urlsetOpen =
  `${declaration}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const urlsetClose = '</urlset>\n';

export function entryXml(entry: SitemapEntry): string {
  const links = Object.entries(entry.alternates).map(
    ([lang, href]) =>
      `<xhtml:link rel="alternate" hreflang="${escape(lang)}" href="${escape(href)}" />\n`,
  );
  return `<url>\n<loc>${escape(entry.url)}</loc>\n${links.join('')}</url>\n`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return urlsetOpen + entries.map(entryXml).join('') + urlsetClose;
}

export function sitemapIndexXml(urls: readonly string[]): string {
  return (
    `${declaration}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    urls.map((url) => `<sitemap>\n<loc>${escape(url)}</loc>\n</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

export const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8' };
