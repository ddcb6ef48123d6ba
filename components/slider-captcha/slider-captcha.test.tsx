// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveFor, randomTarget } from './rules.ts';
import { SliderCaptcha, type SliderCaptchaLabels } from './slider-captcha.tsx';

const labels: SliderCaptchaLabels = {
  slide: 'Slide filled right',
  handle: 'Slide the piece into place',
  refresh: 'New puzzle',
  loading: 'Loading…',
  unavailable: 'The puzzle cannot be loaded',
  success: 'Verified',
  failed: 'Not in place',
  again: 'Please try again',
};

// jsdom neither loads images nor draws on canvases: a stand-in answers each picture at once,
// failing the ones listed in `broken`, and the canvas records nothing.
const broken = new Set<string>();
const requested: string[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    requested.push(value);
    setTimeout(() => (broken.has(value) ? this.onerror?.() : this.onload?.()), 5);
  }
}

const random = () => 0.5;
const sizes = { width: 310, height: 155, pieceLength: 42, radius: 10 };
const target = randomTarget(sizes, random);
const onTarget = Math.round(moveFor(target.x, sizes.width));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  broken.clear();
  requested.length = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCaptcha(props: Partial<Parameters<typeof SliderCaptcha>[0]> = {}) {
  const events = {
    onSuccess: vi.fn(),
    onFail: vi.fn(),
    onAgain: vi.fn(),
    onRefresh: vi.fn(),
    onFulfilled: vi.fn(),
  };
  render(<SliderCaptcha labels={labels} random={random} {...events} {...props} />);
  return { events, handle: screen.getByRole('slider', { name: labels.handle }) };
}

async function loaded() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
}

/** A drag to `to` px in steps 20 ms apart, with the vertical offsets of `ys`. */
function drag(handle: HTMLElement, to: number, ys: number[]) {
  fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
  ys.forEach((y, index) => {
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerMove(handle, {
      clientX: 100 + Math.round((to * (index + 1)) / ys.length),
      clientY: 300 + y,
      pointerId: 1,
    });
  });
  fireEvent.pointerUp(handle, { clientX: 100 + to, clientY: 300, pointerId: 1 });
}

const human = [1, 3, 2, 4, 6, 5];

describe('SliderCaptcha', () => {
  it('blocks use behind a loading overlay until the picture is in', async () => {
    const { events, handle } = renderCaptcha();
    expect(screen.getByText(labels.loading, { selector: 'div' })).toBeTruthy();
    expect(handle.getAttribute('aria-disabled')).toBe('true');
    drag(handle, onTarget, human);
    expect(events.onSuccess).not.toHaveBeenCalled();
    await loaded();
    expect(screen.queryByText(labels.loading, { selector: 'div' })).toBeNull();
    expect(handle.getAttribute('aria-disabled')).toBe('false');
    expect(events.onFulfilled).toHaveBeenCalledOnce();
    expect(screen.getByText(labels.slide)).toBeTruthy();
  });

  it('is solved by a human-like drag onto the hole, and then stays solved', async () => {
    const { events, handle } = renderCaptcha();
    await loaded();
    drag(handle, onTarget, human);
    expect(events.onSuccess).toHaveBeenCalledOnce();
    expect(events.onSuccess.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(100);
    expect(screen.getByRole('status').textContent).toBe(labels.success);
    expect(screen.queryByRole('button', { name: labels.refresh })).toBeNull();
    drag(handle, 20, human);
    act(() => vi.advanceTimersByTime(2000));
    expect(handle.getAttribute('aria-valuenow')).toBe(String(onTarget));
    expect(events.onFail).not.toHaveBeenCalled();
  });

  it('fails a piece left far from the hole, then starts over after 1 s', async () => {
    const { events, handle } = renderCaptcha();
    await loaded();
    drag(handle, onTarget - 40, human);
    expect(events.onFail).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe(labels.failed);
    act(() => vi.advanceTimersByTime(999));
    expect(handle.getAttribute('aria-valuenow')).toBe(String(onTarget - 40));
    act(() => vi.advanceTimersByTime(1));
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(requested).toHaveLength(2);
  });

  it('asks to try again after a perfectly straight drag', async () => {
    const { events, handle } = renderCaptcha();
    await loaded();
    drag(handle, onTarget, [0, 0, 0, 0]);
    expect(events.onAgain).toHaveBeenCalledOnce();
    expect(events.onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(labels.again);
  });

  it('accepts the straight drag when the human check is off (-1)', async () => {
    const { events, handle } = renderCaptcha({ accuracy: -1 });
    await loaded();
    drag(handle, onTarget, [0, 0, 0, 0]);
    expect(events.onSuccess).toHaveBeenCalledOnce();
  });

  it('ignores a release without horizontal movement, and moves that go too far', async () => {
    const { events, handle } = renderCaptcha();
    await loaded();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 100, clientY: 305, pointerId: 1 });
    expect(events.onFail).not.toHaveBeenCalled();
    expect(screen.getByText(labels.slide)).toBeTruthy();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerMove(handle, { clientX: 100 + 263, clientY: 301, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.pointerMove(handle, { clientX: 50, clientY: 301, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
  });

  it('throttles moves to one per 10 ms', async () => {
    const { handle } = renderCaptcha();
    await loaded();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerMove(handle, { clientX: 130, clientY: 301, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 160, clientY: 302, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('30');
    act(() => vi.advanceTimersByTime(10));
    fireEvent.pointerMove(handle, { clientX: 160, clientY: 302, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('60');
  });

  it('can be solved from the keyboard', async () => {
    const { events, handle } = renderCaptcha();
    await loaded();
    for (let moved = 0; moved + 10 <= onTarget; moved += 10) {
      fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    }
    while (Number(handle.getAttribute('aria-valuenow')) < onTarget) {
      fireEvent.keyDown(handle, { key: 'ArrowRight' });
    }
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(events.onSuccess).toHaveBeenCalledOnce();
  });

  it('tries another picture when one fails to load', async () => {
    broken.add('/b.svg');
    const { events } = renderCaptcha({ backgrounds: ['/a.svg', '/b.svg'], random: () => 0.9 });
    await loaded();
    await loaded();
    expect(requested).toEqual(['/b.svg', '/a.svg']);
    expect(events.onFulfilled).toHaveBeenCalledOnce();
  });

  it('says so when no picture can be loaded', async () => {
    broken.add('/a.svg');
    renderCaptcha({ backgrounds: ['/a.svg'] });
    await loaded();
    expect(screen.getByText(labels.unavailable, { selector: 'div' })).toBeTruthy();
  });

  it('draws a new puzzle from the refresh icon', async () => {
    const { events } = renderCaptcha();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: labels.refresh }));
    expect(events.onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByText(labels.loading, { selector: 'div' })).toBeTruthy();
    await loaded();
    expect(events.onFulfilled).toHaveBeenCalledTimes(2);
  });
});
