// @vitest-environment jsdom
// The tree's sections against a mocked /api/help/tree (msw): a long section's "show all", the
// other sections' articles read once on opening, and what the visitor sees while they come and
// when they do not.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreeArticles } from '#lib/help-tree/articles.ts';
import { treeMemoryKey } from './tree-state.ts';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const url = 'http://site.test/api/help/tree?locale=en&typeId=1';
const articles = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    title: `Article ${from + index}`,
  }));
const heading: TreeArticles = {
  sections: [
    { id: 101, articles: articles(1001, 20) },
    { id: 102, articles: articles(1101, 3) },
  ],
};
const labels = {
  loading: 'Loading…',
  failed: 'Could not load.',
  retry: 'Try again',
  showAll: 'Show all {{total}} articles',
};

let answer: () => Response | Promise<Response> = () => HttpResponse.json(heading);
let reads = 0;
const server = setupServer(
  http.get('http://site.test/api/help/tree', () => {
    reads += 1;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // Each test starts with a tab that has read nothing and opened nothing.
  vi.resetModules();
  sessionStorage.clear();
  reads = 0;
  answer = () => HttpResponse.json(heading);
});
afterEach(cleanup);

async function renderTree(
  current: { section: number; article?: number } = { section: 101, article: 1010 },
  shown = articles(1005, 12),
) {
  const { TreeSections } = await import('./tree-sections.tsx');
  const sections = [
    { id: 101, title: 'Install', articles: shown, total: 20 },
    { id: 102, title: 'Licences' },
  ];
  render(
    <TreeSections
      topicHref="/en/support/1"
      articlesUrl={url}
      sections={sections}
      current={current}
      labels={labels}
    />,
  );
}

const linksOf = (section: string) =>
  screen.getByRole('button', { name: section }).closest('li')?.querySelectorAll('a') ?? [];

describe('a long section of the page', () => {
  it('shows the articles around the current one, and all of them when asked', async () => {
    await renderTree();
    expect([...linksOf('Install')].map((link) => link.textContent)).toEqual(
      articles(1005, 12).map((each) => each.title),
    );
    expect(screen.getByRole('link', { name: 'Article 1010' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(reads).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 20 articles' }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByRole('link', { name: 'Article 1020' });
    expect(linksOf('Install')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    // Focus moves to the first article the button brought.
    expect(document.activeElement?.textContent).toBe('Article 1017');
    expect(reads).toBe(1);
  });
});

describe("a section's own page", () => {
  it('opens the section, even one the visitor closed, with its first articles and no current one', async () => {
    sessionStorage.setItem(treeMemoryKey, JSON.stringify({ open: { 101: false } }));
    await renderTree({ section: 101 }, articles(1001, 12));
    const install = screen.getByRole('button', { name: 'Install' });
    await vi.waitFor(() => expect(install.getAttribute('aria-expanded')).toBe('true'), {
      timeout: 10_000,
    });
    expect([...linksOf('Install')].map((link) => link.textContent)).toEqual(
      articles(1001, 12).map((each) => each.title),
    );
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show all 20 articles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Licences' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(reads).toBe(0);
  });
});

describe('a short section of the page', () => {
  it('is whole, with nothing more to show', async () => {
    const { TreeSections } = await import('./tree-sections.tsx');
    render(
      <TreeSections
        topicHref="/en/support/1"
        articlesUrl={url}
        sections={[{ id: 102, title: 'Licences', articles: articles(1101, 3) }]}
        current={{ section: 102, article: 1102 }}
        labels={labels}
      />,
    );
    expect(linksOf('Licences')).toHaveLength(3);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(reads).toBe(0);
  });
});

describe('another section', () => {
  it('reads the heading once on opening, and then shows every section whole', async () => {
    await renderTree();
    fireEvent.click(screen.getByRole('button', { name: 'Licences' }));
    await screen.findByRole('link', { name: 'Article 1101' });
    expect(linksOf('Licences')).toHaveLength(3);
    expect(linksOf('Install')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Article 1102' }).getAttribute('href')).toBe(
      '/en/support/1/1102',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Licences' }));
    fireEvent.click(screen.getByRole('button', { name: 'Licences' }));
    expect(linksOf('Licences')).toHaveLength(3);
    expect(reads).toBe(1);
  });

  it('says so when its articles cannot be read, and reads them again when asked', async () => {
    answer = async () => {
      await delay(20);
      return HttpResponse.json({ error: 'down' }, { status: 503 });
    };
    await renderTree();
    fireEvent.click(screen.getByRole('button', { name: 'Licences' }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe('Could not load. Try again');
    // The page's own section keeps what it has.
    expect(linksOf('Install')).toHaveLength(12);

    answer = () => HttpResponse.json(heading);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await screen.findByRole('link', { name: 'Article 1103' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads).toBe(2);
  });

  it('is refused when the answer has another shape', async () => {
    answer = () => HttpResponse.json({ sections: [{ id: 102, articles: [{ id: 'x' }] }] });
    await renderTree();
    fireEvent.click(screen.getByRole('button', { name: 'Licences' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load.');
  });
});
