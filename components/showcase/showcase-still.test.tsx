// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CarouselBar } from './carousel-bar.tsx';
import { ShowcaseStill } from './showcase-still.tsx';
import type { CarouselLabels, ShowcaseSlideData } from './showcase-types.ts';

const labels: CarouselLabels = {
  label: 'Customer cases',
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  dots: 'Choose a slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  visit: 'Read the full case',
  newTab: '(opens in a new tab)',
};

const slides: ShowcaseSlideData[] = [1, 2, 3].map((n) => ({
  id: n,
  title: `Case ${n}`,
  description: `About case ${n}`,
  image: `https://content.example/${n}.svg`,
  link: n === 1 ? 'https://example.com/case-1' : null,
  position: `${n} of 3`,
  dot: `Slide ${n} of 3`,
  enlarge: `View case ${n} full size`,
}));

afterEach(cleanup);

describe('the server-rendered still of the carousel', () => {
  it('shows the first slide and keeps the others out of reach', () => {
    render(<ShowcaseStill slides={slides} labels={labels} headingLevel={3} />);
    const carousel = screen.getByRole('group', { name: 'Customer cases' });
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(within(carousel).queryByRole('group', { name: '2 of 3' })).toBeNull();
    const hidden = carousel.querySelectorAll('.slick-slide[inert][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
  });

  it("opens the case's own page in a new tab, and says so", () => {
    render(<ShowcaseStill slides={slides} labels={labels} headingLevel={3} />);
    const link = screen.getByRole('link', { name: /Read the full case/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
    expect(screen.getByRole('heading', { level: 3, name: 'Case 1' })).toBeTruthy();
  });

  it('has no controls for a single case', () => {
    render(<ShowcaseStill slides={slides.slice(0, 1)} labels={labels} headingLevel={2} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('the bar under the slides', () => {
  it('names every dot, marks the current one and names the pause button by its action', () => {
    const { rerender } = render(
      <CarouselBar slides={slides} labels={labels} current={1} playing />,
    );
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toBeTruthy();
    rerender(<CarouselBar slides={slides} labels={labels} current={1} playing={false} />);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
  });
});
