// What /sitemap.xml and /sitemap/<n>.xml answer: the whole sitemap while it fits in one file,
// otherwise an index at /sitemap.xml and the parts at /sitemap/1.xml, /sitemap/2.xml…
import { siteUrl } from '#lib/metadata.ts';
import { sitemapEntries } from './entries.ts';
import { splitSitemap } from './split.ts';
import { sitemapIndexXml, urlsetXml, xmlHeaders } from './xml.ts';

export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

const xml = (body: string) => new Response(body, { headers: xmlHeaders });

export async function sitemapParts() {
  return splitSitemap(await sitemapEntries());
}

export async function sitemapOrIndex(): Promise<Response> {
  const parts = await sitemapParts();
  if (parts.length === 1) return xml(urlsetXml(parts[0] ?? []));
  const base = siteUrl();
  return xml(sitemapIndexXml(parts.map((_, at) => new URL(sitemapPartPath(at + 1), base).href)));
}

/** Part `part` (from 1) of a split sitemap, or null when there is no such part. */
export async function sitemapPart(part: number): Promise<Response | null> {
  const parts = await sitemapParts();
  const entries = parts.length > 1 ? parts[part - 1] : undefined;
  return entries ? xml(urlsetXml(entries)) : null;
}
