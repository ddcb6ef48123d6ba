// The newest MantiSoft package of each platform, behind the stable addresses
// /download/latest/{platform} and /download/releases.json. Pure: the content reads are passed in.
import type { z } from 'zod';
import type { softwareList } from '#content-schema/content.zod.ts';
import type { Platform, Release } from '#content-schema/releases.zod.ts';
import { platforms } from '#content-schema/releases.zod.ts';

type SoftwareList = z.infer<typeof softwareList>;
type SoftwarePackage = SoftwareList['items'][number];
type Arch = SoftwarePackage['arch'];

/** The flagship: the stable links are for the product most visitors come for. */
export const flagship = 'MantiSoft';

type Source =
  | { os: 'windows' | 'macos' | 'android' }
  | { os: 'linux'; distribution: 'ubuntu' | 'centos' | 'debian' };

/** Where each platform's packages come from and which builds run there. */
export const platformSources: Record<Platform, { source: Source; arches: readonly Arch[] }> = {
  windows: { source: { os: 'windows' }, arches: ['x64', 'x86', 'universal'] },
  'mac-apple': { source: { os: 'macos' }, arches: ['arm64', 'universal'] },
  'mac-intel': { source: { os: 'macos' }, arches: ['x64', 'universal'] },
  'linux-ubuntu': { source: { os: 'linux', distribution: 'ubuntu' }, arches: ['x64', 'universal'] },
  'linux-centos': { source: { os: 'linux', distribution: 'centos' }, arches: ['x64', 'universal'] },
  'linux-debian': { source: { os: 'linux', distribution: 'debian' }, arches: ['x64', 'universal'] },
  android: { source: { os: 'android' }, arches: ['arm64-v8a', 'universal'] },
};

export function isPlatform(value: string): value is Platform {
  return (platforms as readonly string[]).includes(value);
}

/** Compares dotted versions numerically (3.10.0 > 3.9.2); a longer equal prefix is newer. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/\D+/).filter(Boolean).map(Number);
  const right = b.split(/\D+/).filter(Boolean).map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * "Newest" = among the flagship's packages built for the platform's architectures, the highest
 * version; the later release date breaks a tie (a rebuilt package under the same number). The
 * service's order and the `history` (older versions by definition) play no part.
 */
export function pickNewest(
  items: readonly SoftwarePackage[],
  arches: readonly Arch[],
): SoftwarePackage | null {
  let newest: SoftwarePackage | null = null;
  for (const item of items) {
    if (item.product !== flagship || !arches.includes(item.arch)) continue;
    if (!newest) {
      newest = item;
      continue;
    }
    const order = compareVersions(item.version, newest.version);
    if (order > 0 || (order === 0 && item.releaseDate > newest.releaseDate)) newest = item;
  }
  return newest;
}

/** The public entry of one package: its day in China time, like every date on the site. */
export function toRelease(item: SoftwarePackage, formatDay: (seconds: number) => string): Release {
  return {
    product: item.product,
    version: item.version,
    releaseDate: formatDay(item.releaseDate),
    arch: item.arch,
    url: item.downloadUrl,
    sha256: item.sha256,
    size: item.size,
    fileName: item.fileName,
  };
}

/** The content reads the stable links need, injected so that this module stays pure. */
export type PackageReader = (source: Source) => Promise<SoftwareList>;

export async function newestPackage(
  platform: Platform,
  read: PackageReader,
): Promise<SoftwarePackage | null> {
  const { source, arches } = platformSources[platform];
  return pickNewest((await read(source)).items, arches);
}
