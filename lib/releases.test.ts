import { describe, expect, it } from 'vitest';
import { release } from '#content-schema/releases.zod.ts';
import { formatDate } from './dates.ts';
import { compareVersions, isPlatform, newestPackage, pickNewest, toRelease } from './releases.ts';

type Item = Parameters<typeof pickNewest>[0][number];

function item(overrides: Partial<Item>): Item {
  return {
    id: 1,
    product: 'MantiSoft',
    name: 'MantiSoft',
    os: 'windows',
    distribution: null,
    arch: 'x64',
    minOsVersion: 'Windows 10',
    version: '1.0.0',
    releaseDate: 1_700_000_000,
    size: 1000,
    fileName: 'mantisoft.exe',
    downloadUrl: 'https://files.example.com/mantisoft.exe',
    sha256: 'a'.repeat(64),
    releaseNotes: '',
    history: [],
    ...overrides,
  };
}

describe('compareVersions', () => {
  it('compares each number, not the text', () => {
    expect(compareVersions('3.10.0', '3.9.2')).toBeGreaterThan(0);
    expect(compareVersions('3.8', '3.8.1')).toBeLessThan(0);
    expect(compareVersions('2.2.6', '2.2.6')).toBe(0);
  });
});

describe('pickNewest', () => {
  it('takes the highest MantiSoft version whatever the order of the list', () => {
    const items = [
      item({ id: 1, version: '3.9.2' }),
      item({ id: 2, version: '3.10.0' }),
      item({ id: 3, product: 'MantiSurf', version: '9.0.0' }),
    ];
    expect(pickNewest(items, ['x64'])?.id).toBe(2);
  });

  it('keeps to the architectures of the platform', () => {
    const items = [
      item({ id: 5, arch: 'arm64', version: '3.8.0' }),
      item({ id: 6, arch: 'x64', version: '3.8.1' }),
      item({ id: 7, arch: 'universal', version: '3.7.0' }),
    ];
    expect(pickNewest(items, ['arm64', 'universal'])?.id).toBe(5);
    expect(pickNewest(items, ['x64', 'universal'])?.id).toBe(6);
  });

  it('prefers the later release of the same version', () => {
    const items = [
      item({ id: 1, releaseDate: 1_700_000_000 }),
      item({ id: 2, releaseDate: 1_700_086_400 }),
    ];
    expect(pickNewest(items, ['x64'])?.id).toBe(2);
  });

  it('finds nothing when the flagship has no build for the platform', () => {
    expect(pickNewest([item({ product: 'MantiSolo' })], ['x64'])).toBeNull();
    expect(pickNewest([], ['x64'])).toBeNull();
  });
});

describe('newestPackage and toRelease', () => {
  it('reads the platform’s source and gives the public entry', async () => {
    const sources: unknown[] = [];
    const newest = await newestPackage('linux-centos', async (source) => {
      sources.push(source);
      return { os: 'linux', distribution: 'centos', items: [item({ arch: 'x64' })] };
    });
    expect(sources).toEqual([{ os: 'linux', distribution: 'centos' }]);
    expect(newest).not.toBeNull();
    if (!newest) return;
    const entry = toRelease(newest, formatDate);
    expect(release.parse(entry)).toEqual(entry);
    expect(entry).toMatchObject({
      version: '1.0.0',
      releaseDate: '2023-11-15',
      url: newest.downloadUrl,
    });
  });

  it('knows the stable platform names only', () => {
    expect(isPlatform('mac-apple')).toBe(true);
    expect(isPlatform('macos')).toBe(false);
  });
});
