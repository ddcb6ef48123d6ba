// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerOutcome, Puzzle } from '#lib/captcha/captcha.ts';
import { DrawRequestError, type PuzzleAnswer } from '#lib/draw/client.ts';
import { SliderCaptcha, type SliderCaptchaLabels } from './slider-captcha.tsx';
import { puzzleAttempts } from './use-puzzle.ts';

const labels: SliderCaptchaLabels = {
  slide: 'Slide filled right',
  handle: 'Slide the piece into place',
  refresh: 'New puzzle',
  loading: 'Loading…',
  checking: 'Checking…',
  unavailable: 'The puzzle cannot be loaded',
  success: 'Verified',
  failed: 'Not in place',
  again: 'Please try again',
};

// jsdom loads no images: a stand-in answers each picture at once, failing the ones in `broken`.
const broken = new Set<string>();
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    setTimeout(() => (broken.has(value) ? this.onerror?.() : this.onload?.()), 5);
  }
}

/** The server's side, faked: puzzle n has pictures bg-n and piece-n; `verdict` judges drags. */
function server(verdict: (answer: PuzzleAnswer) => AnswerOutcome | Error) {
  let issued = 0;
  const answers: PuzzleAnswer[] = [];
  const source = {
    getPuzzle: vi.fn(async () => {
      issued += 1;
      const puzzle: Puzzle = {
        id: `puzzle-${issued}`,
        background: `bg-${issued}`,
        piece: `piece-${issued}`,
        expiresInS: 120,
      };
      return { code: 0, msg: 'ok', data: puzzle };
    }),
    answerPuzzle: vi.fn(async (answer: PuzzleAnswer) => {
      answers.push(answer);
      const outcome = verdict(answer);
      if (outcome instanceof Error) throw outcome;
      return { code: 0, msg: 'ok', data: outcome };
    }),
  };
  return { source, answers };
}

const passing = () => server(() => ({ verdict: 'success', pass: 'the-pass' }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
  broken.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCaptcha(source: ReturnType<typeof server>['source']) {
  const events = {
    onSuccess: vi.fn(),
    onFail: vi.fn(),
    onAgain: vi.fn(),
    onRefresh: vi.fn(),
    onFulfilled: vi.fn(),
  };
  render(<SliderCaptcha labels={labels} source={source} {...events} />);
  return { events, handle: screen.getByRole('slider', { name: labels.handle }) };
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
}

/** A drag to `to` px in steps 20 ms apart, with the vertical offsets of `ys`. */
async function drag(handle: HTMLElement, to: number, ys: number[]) {
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
  // The server's verdict comes back; no time passes.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const human = [1, 3, 2, 4, 6, 5];

describe('SliderCaptcha', () => {
  it('blocks use behind a loading overlay until the server’s pictures are in', async () => {
    const { source } = passing();
    const { events, handle } = renderCaptcha(source);
    expect(screen.getByText(labels.loading, { selector: 'div' })).toBeTruthy();
    expect(handle.getAttribute('aria-disabled')).toBe('true');
    await settle();
    expect(screen.queryByText(labels.loading, { selector: 'div' })).toBeNull();
    expect(handle.getAttribute('aria-disabled')).toBe('false');
    expect(events.onFulfilled).toHaveBeenCalledOnce();
    const pictures = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(['bg-1', 'piece-1']);
  });

  it('sends the drag to the server, which judges it, and hands on the pass', async () => {
    const { source, answers } = passing();
    const { events, handle } = renderCaptcha(source);
    await settle();
    await drag(handle, 120, human);
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer?.id).toBe('puzzle-1');
    expect(answer?.keyboard).toBe(false);
    expect(answer?.trail.map(([move, y]) => [move, y])).toEqual(
      human.map((y, index) => [Math.round((120 * (index + 1)) / human.length), y]),
    );
    const times = answer?.trail.map((point) => point[2]) ?? [];
    expect(times).toEqual([20, 40, 60, 80, 100, 120]);
    expect(events.onSuccess).toHaveBeenCalledWith('the-pass');
    expect(screen.getByRole('status').textContent).toBe(labels.success);
    expect(screen.queryByRole('button', { name: labels.refresh })).toBeNull();
    // Solved, it stays so.
    await drag(handle, 20, human);
    act(() => vi.advanceTimersByTime(2000));
    expect(handle.getAttribute('aria-valuenow')).toBe('120');
    expect(answers).toHaveLength(1);
  });

  it('says it is checking while the server judges', async () => {
    let judged: (outcome: AnswerOutcome) => void = () => undefined;
    const { source } = passing();
    source.answerPuzzle.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          judged = (outcome) => resolve({ code: 0, msg: 'ok', data: outcome });
        }),
    );
    const { events, handle } = renderCaptcha(source);
    await settle();
    await drag(handle, 120, human);
    expect(screen.getByRole('status').textContent).toBe(labels.checking);
    expect(handle.getAttribute('aria-disabled')).toBe('true');
    await act(async () => judged({ verdict: 'success', pass: 'late-pass' }));
    expect(events.onSuccess).toHaveBeenCalledWith('late-pass');
  });

  it('shows the server’s failure, then a new puzzle after 1 s', async () => {
    const { source } = server(() => ({ verdict: 'failed', triesLeft: 2 }));
    const { events, handle } = renderCaptcha(source);
    await settle();
    await drag(handle, 60, human);
    expect(events.onFail).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe(labels.failed);
    act(() => vi.advanceTimersByTime(999));
    expect(handle.getAttribute('aria-valuenow')).toBe('60');
    act(() => vi.advanceTimersByTime(1));
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    await settle();
    expect(source.getPuzzle).toHaveBeenCalledTimes(2);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('bg-2');
  });

  it('asks to try again when the server finds the drag machine-like', async () => {
    const { source } = server(() => ({ verdict: 'needs-retry', triesLeft: 2 }));
    const { events, handle } = renderCaptcha(source);
    await settle();
    await drag(handle, 60, [0, 0, 0, 0]);
    expect(events.onAgain).toHaveBeenCalledOnce();
    expect(events.onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(labels.again);
  });

  it('fails, and starts over, when the check cannot reach the server or the puzzle is gone', async () => {
    const answers = [new DrawRequestError(0, 'offline'), new DrawRequestError(410, 'gone')];
    const { source } = server(() => answers.shift() ?? { verdict: 'failed', triesLeft: 0 });
    const { events, handle } = renderCaptcha(source);
    await settle();
    await drag(handle, 60, human);
    act(() => vi.advanceTimersByTime(1000));
    await settle();
    await drag(handle, 60, human);
    expect(events.onFail).toHaveBeenCalledTimes(2);
  });

  it('ignores a release without horizontal movement, and moves that go too far', async () => {
    const { source, answers } = passing();
    const { handle } = renderCaptcha(source);
    await settle();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 100, clientY: 305, pointerId: 1 });
    expect(answers).toHaveLength(0);
    expect(screen.getByText(labels.slide)).toBeTruthy();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerMove(handle, { clientX: 100 + 263, clientY: 301, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.pointerMove(handle, { clientX: 50, clientY: 301, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
  });

  it('throttles moves to one per 10 ms', async () => {
    const { source } = passing();
    const { handle } = renderCaptcha(source);
    await settle();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 300, button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerMove(handle, { clientX: 130, clientY: 301, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 160, clientY: 302, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('30');
    act(() => vi.advanceTimersByTime(10));
    fireEvent.pointerMove(handle, { clientX: 160, clientY: 302, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('60');
  });

  it('can be solved from the keyboard, which it tells the server', async () => {
    const { source, answers } = passing();
    const { events, handle } = renderCaptcha(source);
    await settle();
    for (let moved = 0; moved < 100; moved += 10) {
      act(() => vi.advanceTimersByTime(150));
      fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    }
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await settle();
    expect(answers[0]?.keyboard).toBe(true);
    expect(answers[0]?.trail.at(-1)?.[0]).toBe(102);
    expect(events.onSuccess).toHaveBeenCalledOnce();
  });

  it('asks for another puzzle when a picture fails to load', async () => {
    broken.add('piece-1');
    const { source } = passing();
    const { events } = renderCaptcha(source);
    await settle();
    await settle();
    expect(source.getPuzzle).toHaveBeenCalledTimes(2);
    expect(events.onFulfilled).toHaveBeenCalledOnce();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('bg-2');
  });

  it('says so when no picture can be loaded, after a few puzzles', async () => {
    for (let round = 1; round <= puzzleAttempts + 1; round += 1) broken.add(`bg-${round}`);
    const { source } = passing();
    renderCaptcha(source);
    for (let round = 0; round <= puzzleAttempts; round += 1) await settle();
    expect(source.getPuzzle).toHaveBeenCalledTimes(puzzleAttempts);
    expect(screen.getByText(labels.unavailable, { selector: 'div' })).toBeTruthy();
  });

  it('says so when the server gives no puzzle', async () => {
    const { source } = passing();
    source.getPuzzle.mockRejectedValueOnce(new DrawRequestError(429, 'too many'));
    renderCaptcha(source);
    await settle();
    expect(screen.getByText(labels.unavailable, { selector: 'div' })).toBeTruthy();
  });

  it('shows a new puzzle from the refresh icon', async () => {
    const { source } = passing();
    const { events } = renderCaptcha(source);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: labels.refresh }));
    expect(events.onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByText(labels.loading, { selector: 'div' })).toBeTruthy();
    await settle();
    expect(events.onFulfilled).toHaveBeenCalledTimes(2);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('bg-2');
  });
});
