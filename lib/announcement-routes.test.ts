import { describe, expect, it } from 'vitest';
import {
  announcementListPath,
  pageCountOf,
  pageWindow,
  parsePageNumber,
} from './announcement-routes.ts';

describe('announcement list addresses', () => {
  it('give the first page no page segment, so each page has one address', () => {
    expect(announcementListPath()).toBe('/announcement');
    expect(announcementListPath(undefined, 1)).toBe('/announcement');
    expect(announcementListPath(undefined, 3)).toBe('/announcement/page/3');
    expect(announcementListPath('release')).toBe('/announcement/category/release');
    expect(announcementListPath('event', 2)).toBe('/announcement/category/event/page/2');
  });

  it('accept only plain positive page numbers', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('120')).toBe(120);
    for (const bad of ['0', '02', '-1', '2.5', 'abc', '', ' 2', '1e3', '9999999']) {
      expect(parsePageNumber(bad), bad).toBeNull();
    }
  });

  it('count at least one page, even for an empty list', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(32, 10)).toBe(4);
  });

  it('show the first, last and nearby pages, and a gap only where pages are left out', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
