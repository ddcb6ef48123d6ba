import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { partNumber, splitSitemap } from './split.ts';
import { entryXml, sitemapIndexXml, urlsetXml } from './xml.ts';

const entry = (n: number) => ({
  url: `https://example.com/a/${n}`,
  alternates: { 'zh-CN': `https://example.com/a/${n}`, en: `https://example.com/en/a/${n}` },
});
const entries = Array.from({ length: 10 }, (_, n) => entry(n));

describe('sitemap split', () => {
  it('keeps one file below the limits', () => {
    expect(splitSitemap(entries, { urls: 10, bytes: 1_000_000 })).toEqual([entries]);
    expect(splitSitemap([], { urls: 10, bytes: 1_000 })).toEqual([[]]);
  });

  it('splits at the address limit, keeping the order', () => {
    const parts = splitSitemap(entries, { urls: 4, bytes: 1_000_000 });
    expect(parts.map((part) => part.length)).toEqual([4, 4, 2]);
    expect(parts.flat()).toEqual(entries);
  });

  it('splits at the byte limit, each file within it', () => {
    const bytes = Buffer.byteLength(urlsetXml(entries.slice(0, 3)));
    const parts = splitSitemap(entries, { urls: 50_000, bytes });
    expect(parts.map((part) => part.length)).toEqual([3, 3, 3, 1]);
    for (const part of parts) expect(Buffer.byteLength(urlsetXml(part))).toBeLessThanOrEqual(bytes);
  });

  it('gives an entry bigger than the limit a file of its own', () => {
    const parts = splitSitemap(entries.slice(0, 2), { urls: 10, bytes: 10 });
    expect(parts.map((part) => part.length)).toEqual([1, 1]);
  });

  it('reads part numbers from file names only in their one form', () => {
    expect(partNumber('1.xml')).toBe(1);
    expect(partNumber('12.xml')).toBe(12);
    for (const bad of ['0.xml', '01.xml', '1', '1.xml.gz', 'a.xml', '1000.xml'])
      expect(partNumber(bad)).toBeNull();
  });
});

describe('sitemap xml', () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it('writes each address with its hreflang alternates, escaped', () => {
    const odd = {
      url: 'https://example.com/?a=1&b=<2>',
      alternates: { en: 'https://example.com/en?a=1&b=2' },
    };
    const parsed = parser.parse(urlsetXml([odd, entry(1)]));
    const [first, second] = parsed.urlset.url;
    expect(first.loc).toBe(odd.url);
    expect(first['xhtml:link']['@_href']).toBe('https://example.com/en?a=1&b=2');
    expect(second['xhtml:link'].map((link: Record<string, string>) => link['@_hreflang'])).toEqual([
      'zh-CN',
      'en',
    ]);
    expect(entryXml(odd)).toContain('&amp;b=&lt;2&gt;');
  });

  it('lists the parts in an index', () => {
    const parsed = parser.parse(
      sitemapIndexXml(['https://example.com/sitemap/1.xml', 'https://example.com/sitemap/2.xml']),
    );
    expect(parsed.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      'https://example.com/sitemap/1.xml',
      'https://example.com/sitemap/2.xml',
    ]);
  });
});
