// /download/latest/{platform}: a stable address for scripts and links that always leads to the
// newest file. A temporary redirect, because the target changes with each release. Static and
// tagged like the pages, so the webhook's download:* tags move it to a new release at once.
import { platforms } from '#content-schema/releases.zod.ts';
import { locales } from '#lib/i18n/locales.ts';
import { isPlatform, newestPackage } from '#lib/releases.ts';
import { readPackages } from '../read-packages.ts';

export const revalidate = 3600;

export function generateStaticParams() {
  return locales.flatMap((locale) => platforms.map((platform) => ({ locale, platform })));
}

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
  const { platform } = await params;
  if (!isPlatform(platform)) {
    return plainText(404, `Unknown platform "${platform}". Known: ${platforms.join(', ')}.`);
  }
  const newest = await newestPackage(platform, readPackages);
  if (!newest) return plainText(404, `No package is published for ${platform} yet.`);
  return new Response(null, { status: 307, headers: { location: newest.downloadUrl } });
}
