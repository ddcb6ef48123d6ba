import { describe, expect, it } from 'vitest';
import { loadContent } from '#content-service/store.ts';
import { seedDir } from '#tools/testing/content-service.ts';
import { announcementPageSize } from '#lib/content/index.ts';
import { firstHelpArticleIds, laterListPages, prerenderLimits } from './prerender.ts';

describe('prerender limits', () => {
  it('lists the later pages up to the limit, none for a short list', () => {
    expect(laterListPages(0, 5)).toEqual([]);
    expect(laterListPages(announcementPageSize, 5)).toEqual([]);
    expect(laterListPages(announcementPageSize + 1, 5)).toEqual([2]);
    expect(laterListPages(announcementPageSize * 100, 5)).toEqual([2, 3, 4, 5]);
  });

  it("takes a heading's first articles in its tree's order, across sections", () => {
    const section = (...ids: number[]) => ({ articles: ids.map((id) => ({ id })) });
    const topic = { items: [section(3, 1), section(), section(7, 2)] } as unknown as Parameters<
      typeof firstHelpArticleIds
    >[0];
    expect(firstHelpArticleIds(topic, 3)).toEqual([3, 1, 7]);
    expect(firstHelpArticleIds(topic, 10)).toEqual([3, 1, 7, 2]);
  });

  // The browser tests visit pages of the normal seed that must come from the build.
  it('prerenders every page of the normal seed', async () => {
    const content = await loadContent(seedDir);
    const { announcements, listPages, helpArticlesPerHeading } = prerenderLimits;
    expect(content.announcements.length).toBeLessThanOrEqual(announcements);
    const pages = (count: number) => Math.ceil(count / announcementPageSize);
    for (const list of [
      content.announcementIndex.listed,
      ...content.announcementIndex.listedIn.values(),
    ]) {
      expect(pages(list.length)).toBeLessThanOrEqual(listPages);
    }
    for (const type of content.help) {
      const articles = type.subs.flatMap((sub) => sub.articles);
      expect(articles.length).toBeLessThanOrEqual(helpArticlesPerHeading);
    }
  });
});
