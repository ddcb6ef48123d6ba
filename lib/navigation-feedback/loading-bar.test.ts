import { describe, expect, it } from 'vitest';
import {
  barView,
  creep,
  hiddenBar,
  type LoadingBarEvent,
  loadingBarReducer,
  type LoadingBarState,
  nextChangeAt,
} from './loading-bar.ts';

function run(events: LoadingBarEvent[]): LoadingBarState {
  return events.reduce(loadingBarReducer, hiddenBar);
}

describe('the loading bar', () => {
  it('stays hidden for a navigation that ends within 300 ms, then forgets it', () => {
    const state = run([
      { type: 'start', at: 1000 },
      { type: 'finish', at: 1250 },
    ]);
    expect(barView(state, 1100).visible).toBe(false);
    expect(barView(state, 1260).visible).toBe(false);
    expect(nextChangeAt(state, 1260)).toBe(1750);
    expect(loadingBarReducer(state, { type: 'hide' })).toEqual(hiddenBar);
  });

  it('appears at 300 ms and creeps towards 90 % for 5 s, then holds', () => {
    const state = run([{ type: 'start', at: 0 }]);
    expect(barView(state, 299).visible).toBe(false);
    expect(nextChangeAt(state, 10)).toBe(300);
    const early = barView(state, 1000);
    const later = barView(state, 3000);
    expect(early.visible).toBe(true);
    expect(later.progress).toBeGreaterThan(early.progress);
    expect(barView(state, 5000).progress).toBeCloseTo(90);
    expect(barView(state, 60_000).progress).toBeCloseTo(90);
    expect(nextChangeAt(state, 5000)).toBeNull();
  });

  it('fills up when the navigation ends and hides 500 ms later', () => {
    const state = run([
      { type: 'start', at: 0 },
      { type: 'finish', at: 2000 },
    ]);
    expect(state.phase).toBe('finished');
    expect(barView(state, 2100)).toEqual({ visible: true, progress: 100, failed: false });
    expect(barView(state, 2499).visible).toBe(true);
    expect(barView(state, 2500).visible).toBe(false);
    expect(nextChangeAt(state, 2100)).toBe(2500);
  });

  it('is marked failed on an error, but not on a cancellation', () => {
    const running = run([{ type: 'start', at: 0 }]);
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(loadingBarReducer(running, { type: 'fail', at: 900, error: abort })).toBe(running);
    const failed = loadingBarReducer(running, { type: 'fail', at: 900, error: new Error('500') });
    expect(failed.phase).toBe('failed');
    expect(barView(failed, 1000)).toEqual({ visible: true, progress: creep(900), failed: true });
    expect(barView(failed, 1400).visible).toBe(false);
    // The path changes after the error page shows: the failure stays.
    expect(loadingBarReducer(failed, { type: 'finish', at: 950 })).toBe(failed);
  });

  it('ignores an end or an error when nothing runs, and keeps one bar for two starts', () => {
    expect(run([{ type: 'finish', at: 5 }])).toEqual(hiddenBar);
    expect(run([{ type: 'fail', at: 5, error: new Error('x') }])).toEqual(hiddenBar);
    const state = run([
      { type: 'start', at: 0 },
      { type: 'start', at: 400 },
    ]);
    expect(state).toEqual({ phase: 'running', startedAt: 0 });
    expect(loadingBarReducer(state, { type: 'hide' })).toBe(state);
  });
});
