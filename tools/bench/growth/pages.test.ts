import { describe, expect, it } from 'vitest';
import { inLocales, sitePages, spread } from './pages.ts';

const limits = { announcements: 2, listPages: 2, helpArticlesPerHeading: 1 } as const;

describe('growth bench pages', () => {
  const content = {
    announcements: Array.from({ length: 35 }, (_, at) => at + 1),
    categories: { news: 35 },
    help: [{ typeId: 1, articles: [101, 102, 103] }],
  };
  const pages = sitePages(content, limits);

  it('leaves what is past the limits to the first visit', () => {
    expect(pages.prerendered).toContain('/announcement/2');
    expect(pages.prerendered).toContain('/announcement/page/2');
    expect(pages.prerendered).toContain('/support/1/101');
    expect(pages.later).toContain('/announcement/3');
    expect(pages.later).toContain('/announcement/category/news/page/3');
    expect(pages.later).toContain('/support/1/103');
    expect(pages.later.filter((path) => pages.prerendered.includes(path))).toEqual([]);
  });

  it('spreads picks evenly and alternates the locales', () => {
    expect(spread([1, 2, 3, 4, 5, 6], 3)).toEqual([1, 3, 5]);
    expect(spread([1, 2], 3)).toEqual([1, 2]);
    expect(inLocales(['/', '/a', '/b', '/'])).toEqual(['/', '/en/a', '/b', '/en']);
  });
});
