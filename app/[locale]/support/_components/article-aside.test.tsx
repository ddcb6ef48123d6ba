// @vitest-environment jsdom
// Beside an article: a long section lists the articles around it and leads to the whole list.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleAside } from './article-aside.tsx';
import type { SectionPlace } from './section-place.ts';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

function placeIn(count: number, current: number): SectionPlace {
  const articles = Array.from({ length: count }, (_, index) => ({
    id: 1001 + index,
    subId: 101,
    title: `Article ${1001 + index}`,
    updateTime: 1_735_700_000,
  }));
  const at = articles.findIndex((article) => article.id === current);
  return {
    section: { id: 101, title: 'Install', articles },
    previous: articles[at - 1] ?? null,
    next: articles[at + 1] ?? null,
  };
}

async function renderAside(count: number, current: number) {
  render(
    await ArticleAside({
      locale: 'en',
      articleId: current,
      updateTime: 1_735_700_000,
      place: placeIn(count, current),
      hrefOf: (id) => `/en/support/1/${id}`,
      sectionHref: '/en/support/1/section/101',
    }),
  );
  return [...screen.getByRole('list').querySelectorAll('li')].map((item) => item.textContent);
}

describe('the articles of the section beside an article', () => {
  it('are all listed in a short section', async () => {
    expect(await renderAside(3, 1002)).toEqual(['Article 1001', 'Article 1002', 'Article 1003']);
    expect(screen.queryByRole('link', { name: /All \d+ articles/ })).toBeNull();
  });

  it('are those around it in a long one, with a way to the whole section', async () => {
    expect(await renderAside(40, 1020)).toEqual([
      'Article 1018',
      'Article 1019',
      'Article 1020',
      'Article 1021',
      'Article 1022',
    ]);
    expect(
      screen.getByRole('link', { name: 'All 40 articles of this section' }).getAttribute('href'),
    ).toBe('/en/support/1/section/101');
  });
});
