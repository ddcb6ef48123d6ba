import type { MetadataRoute } from 'next';
import { siteUrl } from '#lib/metadata.ts';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/aiapi/'] },
    sitemap: new URL('/sitemap.xml', siteUrl()).href,
  };
}
