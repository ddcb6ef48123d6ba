// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShowcaseGrid } from './showcase-grid.tsx';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en' }),
  useRouter: () => ({ prefetch: vi.fn() }),
}));

afterEach(cleanup);

const items = [
  {
    id: 1,
    title: 'Common-line cutting',
    description: 'Fewer pierces on stainless sink panels.',
    image: 'http://127.0.0.1:4010/files/images/showcase/common-line.svg',
    link: 'https://www.mantisoft.com/cases/common-line',
  },
  {
    id: 2,
    title: 'QR marking on PCBs',
    description: 'A QR code in 1.8 s per board.',
    image: 'http://127.0.0.1:4010/files/images/showcase/pcb.svg',
    link: null,
  },
];

async function renderGrid(shown: typeof items) {
  render(await ShowcaseGrid({ locale: 'en', title: 'Showcase', items: shown }));
}

describe('the showcase grid', () => {
  it('shows a card per item with a picture that opens full size', async () => {
    await renderGrid(items);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Showcase');
    expect(screen.getByRole('link', { name: 'Carousel view' }).getAttribute('href')).toBe(
      '/en/show',
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    first.getByRole('button', { name: 'View full size: Common-line cutting' });
    first.getByRole('heading', { level: 2, name: 'Common-line cutting' });
    first.getByText('Fewer pierces on stainless sink panels.');
  });

  it('links a case study in a new tab, saying so, and only where there is one', async () => {
    await renderGrid(items);
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[];
    const more = within(first as HTMLElement).getByRole('link', {
      // jsdom's name computation drops the space before the hidden span; browsers keep it.
      name: /^Read the case study ?\(opens in a new tab\)$/,
    });
    expect(more.getAttribute('href')).toBe('https://www.mantisoft.com/cases/common-line');
    expect(more.getAttribute('target')).toBe('_blank');
    expect(more.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says so when there are no items yet', async () => {
    await renderGrid([]);
    expect(screen.queryByRole('list')).toBeNull();
    screen.getByText('There are no showcase items yet. Please check back soon.');
  });
});
