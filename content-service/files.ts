// Files the content refers to: seed images, and stand-ins for packages and manuals.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Content } from './store.ts';

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const imagePath = /^\/files\/images\/([a-z0-9-]+)\/([a-z0-9._-]+)\.(svg|png|jpe?g|webp)$/;

/** Serves `/files/images/<area>/<name>.<ext>` from the seed folder; false when it is not one. */
export async function serveImage(
  pathname: string,
  seedDir: string,
  res: ServerResponse,
): Promise<boolean> {
  const match = imagePath.exec(pathname);
  if (!match) return false;
  const [, area = '', name = '', ext = ''] = match;
  const root = resolve(seedDir, 'images');
  const file = resolve(root, area, `${name}.${ext}`);
  if (!file.startsWith(root + sep)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': imageTypes[ext] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'public, max-age=3600',
    // An SVG opened directly must not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
  });
  createReadStream(join(file)).pipe(res);
  return true;
}

/**
 * The reference service does not hold the real installers and PDFs (the company's download
 * servers do). A known file name answers with a short text naming what production would send,
 * so links work end to end in development; an unknown one is a 404.
 */
export function serveStandIn(pathname: string, content: Content, res: ServerResponse): boolean {
  const match = /^\/files\/(downloads|manuals)\/([\w.~+-]+)$/.exec(pathname);
  if (!match) return false;
  const [, kind, fileName = ''] = match;
  const known =
    kind === 'downloads'
      ? Object.values(content.software)
          .flatMap((group) => (Array.isArray(group) ? group : Object.values(group).flat()))
          .flatMap((p) => p.versions)
          .find((v) => v.fileName === fileName)
      : content.manuals.items.flatMap((m) => m.editions).find((e) => e.fileName === fileName);
  if (!known) return false;
  const body =
    `${fileName}\n\nThis is the MantiSoft reference content service. In production this address ` +
    `serves the real file (${known.size} bytes).\n`;
  res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}.txt"`,
    'cache-control': 'no-store',
  });
  res.end(body);
  return true;
}
