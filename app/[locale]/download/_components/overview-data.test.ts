import { describe, expect, it } from 'vitest';
import { fromToken, pickMacBuilds, pickPackage, type SoftwarePackage } from './overview-data.ts';

function pkg(
  id: number,
  product: SoftwarePackage['product'],
  arch: SoftwarePackage['arch'],
  releaseDate: number,
): SoftwarePackage {
  return {
    id,
    product,
    arch,
    releaseDate,
    name: product,
    os: 'macos',
    distribution: null,
    minOsVersion: 'macOS 12',
    version: `1.${id}`,
    size: 1,
    fileName: 'f',
    downloadUrl: 'https://example.com/f',
    sha256: 'a'.repeat(64),
    releaseNotes: '',
    history: [],
  };
}

describe('pickPackage', () => {
  it('prefers MantiSoft even when another product is newer', () => {
    const items = [pkg(1, 'MantiSurf', 'x64', 300), pkg(2, 'MantiSoft', 'x64', 200)];
    expect(pickPackage(items)?.id).toBe(2);
  });

  it('falls back to the newest package, and to null when there is none', () => {
    const items = [pkg(1, 'MantiSurf', 'x64', 100), pkg(2, 'MantiSolo', 'x64', 200)];
    expect(pickPackage(items)?.id).toBe(2);
    expect(pickPackage([])).toBeNull();
  });

  it('picks a build per Mac chip, a universal one serving both', () => {
    const split = [pkg(1, 'MantiSoft', 'arm64', 1), pkg(2, 'MantiSoft', 'x64', 1)];
    expect(pickMacBuilds(split)).toMatchObject({ arm: { id: 1 }, x86: { id: 2 } });
    expect(pickMacBuilds([pkg(3, 'MantiSoft', 'universal', 1)])).toMatchObject({
      arm: { id: 3 },
      x86: { id: 3 },
    });
  });
});

describe('fromToken', () => {
  it('keeps a short safe token and drops anything else', () => {
    expect(fromToken('?from=home')).toBe('home');
    expect(fromToken('?x=1&from=footer_icon-2')).toBe('footer_icon-2');
    expect(fromToken('')).toBeNull();
    expect(fromToken('?from=')).toBeNull();
    expect(fromToken('?from=%22%3E%3Cscript%3E')).toBeNull();
    expect(fromToken(`?from=${'a'.repeat(33)}`)).toBeNull();
  });
});
