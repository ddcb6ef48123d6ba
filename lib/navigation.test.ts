import { describe, expect, it } from 'vitest';
import {
  isChildOf,
  localizedPath,
  scrollsToTop,
  sectionOf,
  splitLocale,
  switchLocale,
} from './navigation.ts';

describe('locale paths', () => {
  it.each([
    ['zh', '/', '/'],
    ['zh', '/download/windows', '/download/windows'],
    ['en', '/', '/en'],
    ['en', '/support/3/3002', '/en/support/3/3002'],
  ] as const)('%s %s → %s', (locale, path, url) => {
    expect(localizedPath(locale, path)).toBe(url);
    expect(splitLocale(url)).toEqual({ locale, path });
  });

  it('reads the internal /zh prefix of pages generated at build time', () => {
    expect(splitLocale('/zh')).toEqual({ locale: 'zh', path: '/' });
    expect(splitLocale('/zh/download/mac/intel')).toEqual({
      locale: 'zh',
      path: '/download/mac/intel',
    });
  });

  it('does not take a path that only starts like a locale for one', () => {
    expect(splitLocale('/english')).toEqual({ locale: 'zh', path: '/english' });
    expect(splitLocale('/en-us/download')).toEqual({ locale: 'zh', path: '/en-us/download' });
  });

  it('switches the same page between the locales', () => {
    expect(switchLocale('/download/mac/apple', 'en')).toBe('/en/download/mac/apple');
    expect(switchLocale('/en/download/mac/apple', 'zh')).toBe('/download/mac/apple');
    expect(switchLocale('/en', 'zh')).toBe('/');
    expect(switchLocale('/', 'en')).toBe('/en');
  });
});

describe('sections', () => {
  it('finds the section of a path', () => {
    expect(sectionOf('/download/linux/debian')).toBe('download');
    expect(sectionOf('/announcement')).toBe('announcement');
    expect(sectionOf('/')).toBeNull();
    expect(sectionOf('/downloads')).toBeNull();
  });

  it('tells child pages from the section page', () => {
    expect(isChildOf('download', '/download/windows')).toBe(true);
    expect(isChildOf('download', '/download')).toBe(false);
    expect(isChildOf('download', '/download/')).toBe(false);
    expect(isChildOf('support', '/supportive/1')).toBe(false);
  });

  it('keeps the scroll position only within one section', () => {
    expect(scrollsToTop('/support/1', '/support/1/1002')).toBe(false);
    expect(scrollsToTop('/download', '/download/windows')).toBe(false);
    expect(scrollsToTop('/download/windows', '/support')).toBe(true);
    expect(scrollsToTop('/', '/')).toBe(true);
  });
});
