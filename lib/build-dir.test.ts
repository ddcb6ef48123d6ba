import { describe, expect, it } from 'vitest';
import { buildDir } from './build-dir.ts';

describe('buildDir', () => {
  it('is .next unless NEXT_DIST_DIR names another folder', () => {
    expect(buildDir({})).toBe('.next');
    expect(buildDir({ NEXT_DIST_DIR: '' })).toBe('.next');
    expect(buildDir({ NEXT_DIST_DIR: '.next-e2e' })).toBe('.next-e2e');
    expect(buildDir({ NEXT_DIST_DIR: '.next-preview-2' })).toBe('.next-preview-2');
  });

  it('refuses anything but a plain .next-<name> folder at the root', () => {
    for (const wanted of [
      'build',
      '../.next',
      '/tmp/.next',
      '.next/e2e',
      '.next-',
      '.next-a b',
      '.',
    ]) {
      expect(() => buildDir({ NEXT_DIST_DIR: wanted }), wanted).toThrow(/NEXT_DIST_DIR/);
    }
  });
});
