// The sitemap, or its index once the site outgrows one file (lib/sitemap/).
import { sitemapOrIndex } from '#lib/sitemap/serve.ts';

export const revalidate = 3600;

export function GET() {
  return sitemapOrIndex();
}
