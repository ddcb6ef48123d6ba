// Splits a sitemap at the protocol's limits: at most 50,000 addresses and 50 MB (52,428,800
// bytes, uncompressed) per file. Below both there is one sitemap; past either, several, listed
// by a sitemap index.
import { entryXml, type SitemapEntry, urlsetClose, urlsetOpen } from './xml.ts';

export type SitemapLimits = { urls: number; bytes: number };

export const sitemapLimits: SitemapLimits = { urls: 50_000, bytes: 52_428_800 };

/** The entries in files that each keep within the limits, in their order; at least one file. */
export function splitSitemap(
  entries: readonly SitemapEntry[],
  limits: SitemapLimits = sitemapLimits,
): SitemapEntry[][] {
  const envelope = Buffer.byteLength(urlsetOpen) + Buffer.byteLength(urlsetClose);
  const parts: SitemapEntry[][] = [[]];
  let bytes = envelope;
  for (const entry of entries) {
    const size = Buffer.byteLength(entryXml(entry));
    const current = parts[parts.length - 1] ?? [];
    // An entry too big for any file still gets one of its own rather than being dropped.
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([entry]);
      bytes = envelope + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return parts;
}

/** The number in a part's file name (`3.xml`), or null for anything else. */
export function partNumber(file: string): number | null {
  const match = /^([1-9]\d{0,2})\.xml$/.exec(file);
  return match?.[1] ? Number(match[1]) : null;
}
