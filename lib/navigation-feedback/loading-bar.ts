// The top loading bar's state machine: hidden, running, finished, failed. Pure: the component
// feeds it events and the clock, and draws what `barView` says.

export const loadingBarTiming = {
  /** A navigation quicker than this never shows the bar. */
  throttleMs: 300,
  /** The bar creeps towards `creepTo` for this long, then waits there. */
  durationMs: 5000,
  /** After the end, the full (or failed) bar stays this long. */
  hideMs: 500,
  creepTo: 90,
} as const;

export type LoadingBarState =
  | { phase: 'hidden' }
  | { phase: 'running'; startedAt: number }
  | { phase: 'finished' | 'failed'; startedAt: number; endedAt: number };

export type LoadingBarEvent =
  | { type: 'start'; at: number }
  | { type: 'finish'; at: number }
  | { type: 'fail'; at: number; error: unknown }
  | { type: 'hide' };

export const hiddenBar: LoadingBarState = { phase: 'hidden' };

/** A navigation that the visitor or the router called off is not a failure. */
export function isCancellation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as { name?: unknown }).name;
  return name === 'AbortError' || name === 'CanceledError' || name === 'CancelledError';
}

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      // A second navigation while one runs continues the same bar.
      return state.phase === 'running' ? state : { phase: 'running', startedAt: event.at };
    case 'finish':
    case 'fail': {
      if (state.phase !== 'running') return state;
      if (event.type === 'fail' && isCancellation(event.error)) return state;
      const phase = event.type === 'finish' ? 'finished' : 'failed';
      return { phase, startedAt: state.startedAt, endedAt: event.at };
    }
    case 'hide':
      return state.phase === 'running' ? state : hiddenBar;
  }
}

export type BarView = { visible: boolean; progress: number; failed: boolean };

const invisible: BarView = { visible: false, progress: 0, failed: false };

/** Progress of a running bar: eases out towards `creepTo` over `durationMs`, then holds. */
export function creep(elapsedMs: number): number {
  const { throttleMs, durationMs, creepTo } = loadingBarTiming;
  const t = Math.min(1, Math.max(0, (elapsedMs - throttleMs) / (durationMs - throttleMs)));
  return creepTo * (1 - (1 - t) ** 3);
}

export function barView(state: LoadingBarState, now: number): BarView {
  const { throttleMs, hideMs } = loadingBarTiming;
  if (state.phase === 'hidden') return invisible;
  if (state.phase === 'running') {
    const elapsed = now - state.startedAt;
    return elapsed < throttleMs
      ? invisible
      : { visible: true, progress: creep(elapsed), failed: false };
  }
  // A navigation that ended before the bar appeared leaves no trace.
  const shown = state.endedAt - state.startedAt >= throttleMs;
  if (!shown || now - state.endedAt >= hideMs) return invisible;
  const failed = state.phase === 'failed';
  return { visible: true, progress: failed ? creep(state.endedAt - state.startedAt) : 100, failed };
}

/** When the view next changes on its own (for the component's timer), or null if it never does. */
export function nextChangeAt(state: LoadingBarState, now: number, tickMs = 200): number | null {
  const { throttleMs, durationMs, hideMs } = loadingBarTiming;
  if (state.phase === 'hidden') return null;
  if (state.phase === 'running') {
    const elapsed = now - state.startedAt;
    if (elapsed < throttleMs) return state.startedAt + throttleMs;
    return elapsed < durationMs ? Math.min(now + tickMs, state.startedAt + durationMs) : null;
  }
  return state.endedAt + hideMs;
}
