// @vitest-environment jsdom
// A heading's page lists each section's first articles; a long section leads to its own page.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HelpTopic } from './help-types.ts';
import { TopicView } from './topic-view.tsx';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

function sectionOf(id: number, title: string, count: number): HelpTopic['items'][number] {
  return {
    id,
    typeId: 3,
    title,
    articles: Array.from({ length: count }, (_, index) => ({
      id: id * 100 + index + 1,
      subId: id,
      title: `${title} ${index + 1}`,
      updateTime: 1_735_700_000,
    })),
  };
}

async function renderTopic() {
  const topic: HelpTopic = {
    type: { id: 3, title: 'Marking', description: 'Marking help', icon: 'laser', sort: 3 },
    items: [sectionOf(31, 'Fonts', 3), sectionOf(32, 'Galvo', 40)],
  };
  render(await TopicView({ locale: 'en', topic }));
  return (name: string) => {
    const section = screen.getByRole('region', { name: new RegExp(`^${name}`) });
    return {
      articles: within(section)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.textContent),
      links: within(section)
        .getAllByRole('link')
        .filter((link) => !link.closest('li'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    };
  };
}

describe("a heading's page", () => {
  it('lists every article of a short section, under a title that leads to its page', async () => {
    const section = await renderTopic();
    expect(section('Fonts')).toEqual({
      articles: ['Fonts 1', 'Fonts 2', 'Fonts 3'],
      links: [['Fonts', '/en/support/3/section/31']],
    });
  });

  it('lists the first ten of a long section and leads to all of them', async () => {
    const section = await renderTopic();
    const { articles, links } = section('Galvo');
    expect(articles).toEqual(Array.from({ length: 10 }, (_, index) => `Galvo ${index + 1}`));
    expect(links).toEqual([
      ['Galvo', '/en/support/3/section/32'],
      ['All 40 articles of this section', '/en/support/3/section/32'],
    ]);
    expect(screen.getByRole('heading', { name: 'Galvo Articles: 40' })).toBeTruthy();
  });
});
