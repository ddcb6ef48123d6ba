import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { pagePathOf, ServedPages, warmPages } from './page-warmer.ts';

const sha = 'a'.repeat(64);
const pageKey = (path: string) => `/route-cache/APP_PAGE/${sha}/$${path}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pagePathOf', () => {
  it('reads the address a visitor asks for from a page or route cache key', () => {
    expect(pagePathOf(pageKey('/en/announcement/3'))).toBe('/en/announcement/3');
    expect(pagePathOf(pageKey('/zh/announcement/3'))).toBe('/announcement/3');
    expect(pagePathOf(pageKey('/zh'))).toBe('/');
    expect(pagePathOf(pageKey('/en'))).toBe('/en');
    expect(pagePathOf(`/route-cache/APP_ROUTE/${sha}/$/en/announcement/feed.xml`)).toBe(
      '/en/announcement/feed.xml',
    );
  });

  it('knows no address for fetch data or anything else', () => {
    expect(pagePathOf('f3c1e2d4b5a6978812345678')).toBeNull();
    expect(pagePathOf(`/route-cache/PAGES/${sha}/$/en`)).toBeNull();
    expect(pagePathOf('/route-cache/APP_PAGE/short/$/en')).toBeNull();
  });
});

describe('ServedPages', () => {
  it('finds the pages that carry a tag, the most recently served first', () => {
    const pages = new ServedPages();
    pages.remember(pageKey('/zh/announcement/3'), ['announcement', 'announcement:3']);
    pages.remember(pageKey('/en/announcement/3'), ['announcement', 'announcement:3']);
    pages.remember(pageKey('/en/support'), ['help']);
    pages.remember(pageKey('/en/announcement'), ['announcement', 'announcement-list']);
    expect(pages.tagged(['announcement:3'])).toEqual(['/en/announcement/3', '/announcement/3']);
    expect(pages.tagged(['help', 'announcement-list'])).toEqual([
      '/en/announcement',
      '/en/support',
    ]);
    expect(pages.tagged(['announcement'], 2)).toEqual(['/en/announcement', '/en/announcement/3']);
    expect(pages.tagged(['download'])).toEqual([]);
  });

  it('ignores keys that are not pages, and pages without tags', () => {
    const pages = new ServedPages();
    pages.remember('f3c1e2d4', ['announcement:3']);
    pages.remember(pageKey('/en/family'), []);
    expect(pages.tagged(['announcement:3'])).toEqual([]);
  });

  it("finds pages by the content tags a webhook names, not by Next's tags of their path", () => {
    const pages = new ServedPages();
    const pathTags = ['_N_T_/layout', '_N_T_/[locale]/layout', '_N_T_/en/announcement/3'];
    pages.remember(pageKey('/en/announcement/3'), [...pathTags, 'announcement:3']);
    pages.remember(pageKey('/en/family'), ['_N_T_/layout', '_N_T_/en/family']);
    expect(pages.tagged(['announcement:3'])).toEqual(['/en/announcement/3']);
    expect(pages.tagged(['_N_T_/layout', '_N_T_/en/family'])).toEqual([]);
  });
});

describe('warmPages', () => {
  it('asks for every path, two at a time', async () => {
    const asked: string[] = [];
    let running = 0;
    let most = 0;
    const fetchPage = async (url: string | URL | Request) => {
      asked.push(String(url));
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return new Response('page');
    };
    await warmPages('http://127.0.0.1:3001', ['/a', '/b', '/c', '/d', '/e'], fetchPage);
    expect(asked.sort()).toEqual(
      ['/a', '/b', '/c', '/d', '/e'].map((p) => `http://127.0.0.1:3001${p}`),
    );
    expect(most).toBe(2);
  });

  it('says once how many pages failed, and goes on with the others', async () => {
    const { err: lines } = captureLog();
    const asked: string[] = [];
    const fetchPage = async (url: string | URL | Request) => {
      asked.push(String(url));
      if (String(url).endsWith('/a')) throw new Error('refused');
      return new Response('page');
    };
    await warmPages('http://127.0.0.1:3001', ['/a', '/b', '/c'], fetchPage);
    expect(asked).toHaveLength(3);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'warn', failed: 1 });
  });
});
