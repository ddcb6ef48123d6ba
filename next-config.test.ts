// Where next.config.mjs sends an address, as Next compiles its redirects and rewrites
// (next/experimental/testing/server). The proxy (proxy.test.ts) answers `/` and /zh/… first.
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import nextConfig from './next.config.mjs';

const site = 'https://www.example.com';
// Without the fallback rewrite: Next tries it only when no page or file answered, which this
// helper, knowing no pages, cannot tell.
const { rewrites } = nextConfig;
const pagesConfig = {
  ...nextConfig,
  rewrites: async () => ({ ...(await rewrites?.()), fallback: [] }),
};
const route = (path: string) =>
  unstable_getResponseFromNextConfig({ url: site + path, nextConfig: pagesConfig });
const rewriteOf = async (path: string) =>
  (await route(path)).headers.get('x-middleware-rewrite')?.slice(site.length) ?? null;

describe('Chinese addresses', () => {
  it('are served by their /zh/… page, with the query kept', async () => {
    expect(await rewriteOf('/support')).toBe('/zh/support');
    expect(await rewriteOf('/support/3/3002')).toBe('/zh/support/3/3002');
    expect(await rewriteOf('/announcement?page=2')).toBe('/zh/announcement?page=2');
    expect(await rewriteOf('/download/mac/intel')).toBe('/zh/download/mac/intel');
    // Not a locale, only a page that does not exist: the Chinese 404 answers it.
    expect(await rewriteOf('/english')).toBe('/zh/english');
    expect(await rewriteOf('/enx/1')).toBe('/zh/enx/1');
  });

  it('with an extension keep their own rewrites: the feed and the manifest', async () => {
    expect(await rewriteOf('/announcement/feed.xml')).toBe('/zh/announcement/feed.xml');
    expect(await rewriteOf('/manifest.webmanifest')).toBe('/zh/manifest.webmanifest');
  });
});

describe('what is not a Chinese page', () => {
  it('is left to its own route', async () => {
    for (const path of [
      '/en',
      '/en/support',
      '/en/download/mac/intel',
      '/zh/support',
      '/api/revalidate',
      '/api/help/search?q=laser',
      '/aiapi/v1/draw',
      '/help-report?from=2026-05-01&to=2026-05-31&locale=all',
      '/help-report/csv?table=articles',
      '/_next/static/chunks/a.js',
      '/_next/image?url=%2Fa.png&w=640&q=75',
      '/favicon.ico',
      '/sitemap.xml',
      '/sitemap/2.xml',
      '/robots.txt',
    ]) {
      expect(await rewriteOf(path), path).toBeNull();
    }
  });
});

describe('old and internal addresses', () => {
  it('move permanently to the current ones, in both locales', async () => {
    for (const [from, to] of [
      ['/announcement_old/12', '/announcement/12'],
      ['/en/announcement_old/12%20copy', '/en/announcement/12'],
      ['/contributor/user/detail/3', '/contributor/user/detail?id=3'],
      ['/zh/announcement/feed.xml', '/announcement/feed.xml'],
    ] as const) {
      const response = await route(from);
      expect(response.status, from).toBe(308);
      expect(response.headers.get('location'), from).toBe(site + to);
    }
  });
});
