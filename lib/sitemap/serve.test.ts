// The sitemap as served, read from the reference service on the normal seed.
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '#content-service/store.ts';
import { type Running, seedDir, startService } from '#tools/testing/content-service.ts';
import { sitemapOrIndex, sitemapPart } from './serve.ts';

let service: Running;
beforeAll(async () => {
  service = await startService();
  process.env.CONTENT_API_BASE = service.origin;
  process.env.SITE_URL = 'https://www.example.com';
});
afterAll(() => service.stop());

type Url = { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] };

describe('served sitemap', () => {
  it('is one sitemap with every announcement and help article in both locales', async () => {
    const answer = await sitemapOrIndex();
    expect(answer.headers.get('content-type')).toContain('application/xml');
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(await answer.text());
    const urls: Url[] = parsed.urlset.url;
    const locs = new Set(urls.map((url) => url.loc));
    const content = await loadContent(seedDir);
    for (const { id } of content.announcements) {
      expect(locs).toContain(`https://www.example.com/announcement/${id}`);
      expect(locs).toContain(`https://www.example.com/en/announcement/${id}`);
    }
    for (const article of content.search.articles) {
      expect(locs).toContain(`https://www.example.com/en/support/${article.typeId}/${article.id}`);
      expect(locs).toContain(
        `https://www.example.com/support/${article.typeId}/section/${article.subId}`,
      );
    }
    const english = urls.find((url) => url.loc === 'https://www.example.com/en/support');
    expect(english?.['xhtml:link'].map((link) => link['@_hreflang']).sort()).toEqual(
      ['en-US', 'x-default', 'zh-CN'].sort(),
    );
    expect(await sitemapPart(1)).toBeNull();
  });
});
