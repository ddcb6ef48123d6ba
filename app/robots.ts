import type { MetadataRoute } from 'next';
import { siteUrl } from '#lib/metadata.ts';

// /sitemap.xml is the entry point whatever the site's size: the whole sitemap while it fits in
// one file, the index of its parts once it does not (lib/sitemap/).
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/aiapi/'] },
    sitemap: new URL('/sitemap.xml', siteUrl()).href,
  };
}
