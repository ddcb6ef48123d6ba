// The public shape of /download/releases.json: the newest package of every platform, read by the
// desktop applications and by scripts to check for updates. It is a promise to outside callers,
// so fields are only ever added. releases.schema.json beside this file is generated from it
// (releases.schema.test.ts fails when that file is stale).
import { z } from 'zod';
import { contentUrl } from './content-url.ts';

export const platforms = [
  'windows',
  'mac-apple',
  'mac-intel',
  'linux-ubuntu',
  'linux-centos',
  'linux-debian',
  'android',
] as const;

export const platform = z.enum(platforms);

export const release = z.object({
  product: z.enum(['MantiSoft', 'MantiSurf', 'MantiSolo']),
  version: z.string().min(1),
  releaseDate: z.iso.date().describe('Release day in China time, ISO 8601 (YYYY-MM-DD)'),
  arch: z.enum(['x64', 'x86', 'arm64', 'arm64-v8a', 'universal']),
  url: contentUrl.describe('Direct download address of the file'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.int().min(0).describe('File size in bytes'),
  fileName: z.string().min(1),
});

export const releases = z
  .object({
    generatedAt: z.iso.datetime().describe('When this list was rendered (it is cached)'),
    platforms: z
      .partialRecord(platform, release)
      .describe('Newest package per platform; a platform without a package is left out'),
  })
  .describe('Newest MantiSoft release of every platform');

export type Platform = z.infer<typeof platform>;
export type Release = z.infer<typeof release>;

/** The JSON Schema committed as releases.schema.json, for callers that do not use zod. */
export function releasesJsonSchema() {
  return {
    $id: 'https://www.mantisoft.com/download/releases.schema.json',
    ...z.toJSONSchema(releases, { target: 'draft-2020-12' }),
  };
}
