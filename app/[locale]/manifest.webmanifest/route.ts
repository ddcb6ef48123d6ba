// The web app manifest of each locale (lib/web-manifest.ts), built once: it names no content.
// The Chinese one is served at /manifest.webmanifest through a rewrite in next.config.mjs.
import { locales } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localeOf } from '#app/[locale]/_routes/params.ts';
import { siteName } from '#lib/site-config.ts';
import { webManifest } from '#lib/web-manifest.ts';

export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/manifest.webmanifest'>,
) {
  const locale = localeOf((await params).locale);
  const { t } = await getTranslation(locale, 'common');
  const manifest = webManifest(locale, { name: siteName, description: t('meta.description') });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
