import { describe, expect, it } from 'vitest';
import { routerTakesClick, startsNavigation } from './navigation-click.ts';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, target = '', download = false) => ({ href, target, download });
const here = 'https://site.test/announcement?page=1#top';

describe('startsNavigation', () => {
  it('takes a plain click to another page or query of the site', () => {
    expect(startsNavigation(plain, link('/download'), here)).toBe(true);
    expect(startsNavigation(plain, link('/announcement?page=2'), here)).toBe(true);
    expect(startsNavigation(plain, link('/en/announcement', '_self'), here)).toBe(true);
  });

  it('leaves out the same page, another origin, new tabs, downloads and modified clicks', () => {
    expect(startsNavigation(plain, link('/announcement?page=1#list'), here)).toBe(false);
    expect(startsNavigation(plain, link('https://other.test/download'), here)).toBe(false);
    expect(startsNavigation(plain, link('/download', '_blank'), here)).toBe(false);
    expect(startsNavigation(plain, link('/file.zip', '', true), here)).toBe(false);
    expect(startsNavigation({ ...plain, ctrlKey: true }, link('/download'), here)).toBe(false);
    expect(startsNavigation({ ...plain, button: 1 }, link('/download'), here)).toBe(false);
  });
});

describe('routerTakesClick', () => {
  it('takes plain clicks on the site, the same page and its headings included', () => {
    expect(routerTakesClick(plain, link('/download'), here)).toBe(true);
    expect(routerTakesClick(plain, link('/announcement?page=1#list'), here)).toBe(true);
    expect(routerTakesClick(plain, link('#top'), here)).toBe(true);
  });

  it('leaves other sites, new tabs, downloads and modified or middle clicks to the browser', () => {
    expect(routerTakesClick(plain, link('https://other.test/download'), here)).toBe(false);
    expect(routerTakesClick(plain, link('/download', '_blank'), here)).toBe(false);
    expect(routerTakesClick(plain, link('/file.zip', '', true), here)).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(routerTakesClick({ ...plain, [key]: true }, link('/download'), here)).toBe(false);
    expect(routerTakesClick({ ...plain, button: 1 }, link('/download'), here)).toBe(false);
  });
});
