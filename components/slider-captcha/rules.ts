// The slider captcha's rules, apart from any DOM so that they can be tested on their own
// (the previous site's captcha: its size, tolerance and attempt limits are kept as they were).

export const captchaDefaults = {
  width: 310,
  height: 155,
  /** Side of the piece's square body. */
  pieceLength: 42,
  /** Radius of the piece's knobs. */
  radius: 10,
  /** Tolerance of the match in pixels; -1 keeps 1 px and skips the human check. */
  accuracy: 5,
  throttleMs: 10,
  /** Wait after a failure before a new puzzle. */
  resetMs: 1000,
} as const;

/** Width of the slider's handle, and the room a move must leave before the right edge. */
export const handleWidth = 40;
export const rightMargin = 48;

export type CaptchaState = 'idle' | 'dragging' | 'success' | 'failed' | 'needs-retry';

export type Verdict = 'success' | 'failed' | 'needs-retry';

/** The tolerance in pixels (clamped to 1..10) and whether the human check runs (not with -1). */
export function tolerance(accuracy: number): { pixels: number; humanCheck: boolean } {
  const pixels = Number.isFinite(accuracy) ? Math.min(10, Math.max(1, accuracy)) : 5;
  return { pixels, humanCheck: accuracy !== -1 };
}

/** Outer size of a piece: the body plus a knob on one side and a little room for its outline. */
export function pieceSize(pieceLength: number, radius: number): number {
  return pieceLength + radius * 2 + 3;
}

/** Whether a drag to `moveX` counts: not backwards, and leaving at least 48 px on the right. */
export function isAcceptedMove(moveX: number, width: number): boolean {
  return moveX >= 0 && width - moveX >= rightMargin;
}

/** The largest accepted move. */
export function maxMove(width: number): number {
  return width - rightMargin;
}

/** Where the piece stands for a handle moved by `moveX`: it travels less than the handle. */
export function pieceLeft(moveX: number, width: number): number {
  return (moveX * (width - handleWidth - 20)) / (width - handleWidth);
}

/** The handle move that puts the piece at `left`, for keyboard users and tests. */
export function moveFor(left: number, width: number): number {
  return (left * (width - handleWidth)) / (width - handleWidth - 20);
}

/**
 * A drag whose vertical movement is perfectly uniform, its mean equal to its standard deviation
 * (a pointer that never left its line gives 0 and 0), looks scripted.
 */
export function looksScripted(trail: readonly number[]): boolean {
  if (trail.length === 0) return false;
  const mean = trail.reduce((sum, y) => sum + y, 0) / trail.length;
  const variance = trail.reduce((sum, y) => sum + (y - mean) ** 2, 0) / trail.length;
  return mean === Math.sqrt(variance);
}

/** The outcome of a release. `trail` holds the vertical offsets seen during the drag. */
export function judge(input: {
  left: number;
  targetX: number;
  accuracy: number;
  trail: readonly number[];
  /** A keyboard user moves in straight lines; only the pointer's path can look scripted. */
  byKeyboard?: boolean;
}): Verdict {
  const { pixels, humanCheck } = tolerance(input.accuracy);
  if (Math.abs(input.left - input.targetX) > pixels) return 'failed';
  if (humanCheck && !input.byKeyboard && looksScripted(input.trail)) return 'needs-retry';
  return 'success';
}

/** Where the hole goes: fully inside the picture, clear of the edges and the knob above. */
export function randomTarget(
  sizes: { width: number; height: number; pieceLength: number; radius: number },
  random: () => number,
): { x: number; y: number } {
  const outer = pieceSize(sizes.pieceLength, sizes.radius);
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));
  return {
    x: between(outer + 10, sizes.width - (outer + 10)),
    y: between(10 + sizes.radius * 2, sizes.height - (outer + 10)),
  };
}

/** A gate that lets a call through at most once every `ms` milliseconds. */
export function createThrottle(ms: number, now: () => number = () => performance.now()) {
  let last = -Infinity;
  return function pass(): boolean {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/** A background other than the one that just failed, while any is left untried. */
export function nextBackground(
  backgrounds: readonly string[],
  failed: ReadonlySet<string>,
  random: () => number,
): string | undefined {
  const left = backgrounds.filter((src) => !failed.has(src));
  return left[Math.floor(random() * left.length)];
}
