// /download/latest/{platform}: a stable address for scripts and links that always leads to the
// newest file. A temporary redirect, because the target changes with each release. Answered per
// request and never cached as a route: an unknown name is anyone's to invent, and a cached answer
// per invented name would fill the cache until the next deployment. The packages come from the
// data cache, tagged like the pages, so the webhook's download:* tags move it to a new release.
import { platforms } from '#content-schema/releases.zod.ts';
import { isLocale } from '#lib/i18n/locales.ts';
import { isPlatform, newestPackage } from '#lib/releases.ts';
import { readPackages } from '../read-packages.ts';

export const dynamic = 'force-dynamic';
export const fetchCache = 'default-cache';

function plainText(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/download/latest/[platform]'>,
) {
  const { locale, platform } = await params;
  if (!isLocale(locale)) return plainText(404, 'Not found.');
  if (!isPlatform(platform)) {
    return plainText(404, `Unknown platform "${platform}". Known: ${platforms.join(', ')}.`);
  }
  const newest = await newestPackage(platform, readPackages);
  if (!newest) return plainText(404, `No package is published for ${platform} yet.`);
  return new Response(null, { status: 307, headers: { location: newest.downloadUrl } });
}
