// /download/releases.json: the newest MantiSoft release of every platform, for the desktop
// applications' update check and for scripts. Its shape is content-schema/releases.zod.ts
// (JSON Schema: content-schema/releases.schema.json); the answer is checked against it, so a
// content change that would break it fails here and ISR keeps serving the last good list.
import { platforms, type Release, releases } from '#content-schema/releases.zod.ts';
import { formatDate } from '#lib/dates.ts';
import { locales } from '#lib/i18n/locales.ts';
import { newestPackage, toRelease } from '#lib/releases.ts';
import { readPackages } from '../latest/read-packages.ts';

export const revalidate = 3600;
// The locales are known: any other first segment is a 404, never a new cache entry.
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET() {
  const newest = await Promise.all(
    platforms.map(
      async (platform) => [platform, await newestPackage(platform, readPackages)] as const,
    ),
  );
  const entries: [string, Release][] = newest.flatMap(([platform, item]) =>
    item ? [[platform, toRelease(item, formatDate)]] : [],
  );
  const body = releases.parse({
    generatedAt: new Date().toISOString(),
    platforms: Object.fromEntries(entries),
  });
  return Response.json(body, {
    headers: { 'access-control-allow-origin': '*' },
  });
}
