// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ellipsis } from './ellipsis.tsx';

// jsdom lays nothing out: each test says how large the text is and how large its box.
let size = { scrollWidth: 100, clientWidth: 100, scrollHeight: 20, clientHeight: 20 };
let resize: () => void = () => undefined;

beforeEach(() => {
  for (const key of Object.keys(size) as (keyof typeof size)[]) {
    vi.spyOn(HTMLElement.prototype, key, 'get').mockImplementation(() => size[key]);
  }
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {
        resize();
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Ellipsis', () => {
  it('has no tooltip while the text fits', () => {
    render(<Ellipsis>Laser cutting</Ellipsis>);
    expect(screen.getByText('Laser cutting').title).toBe('');
  });

  it('shows the full text as its tooltip once it is cut, and drops it when it fits again', () => {
    size = { ...size, scrollWidth: 340 };
    render(<Ellipsis>A very long package name that cannot fit</Ellipsis>);
    const text = screen.getByText('A very long package name that cannot fit');
    expect(text.title).toBe('A very long package name that cannot fit');
    size = { ...size, clientWidth: 400 };
    act(() => resize());
    expect(text.title).toBe('');
  });

  it('clamps to N lines and measures their height', () => {
    size = { scrollWidth: 100, clientWidth: 100, scrollHeight: 90, clientHeight: 60 };
    render(
      <Ellipsis lines={3} as="p">
        Three lines of a description that runs on to a fourth
      </Ellipsis>,
    );
    const text = screen.getByText(/Three lines/);
    expect(text.tagName).toBe('P');
    expect(text.style.getPropertyValue('-webkit-line-clamp')).toBe('3');
    expect(text.title).toMatch(/^Three lines/);
  });
});
