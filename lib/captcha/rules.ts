// The slider captcha's geometry and its rules, shared by the server, which places the hole and
// judges a drag, and the browser, which draws the slider (no DOM, no secret: the browser bundle
// imports this file). The previous site's captcha: its size and tolerance are kept as they were.

/** The picture, the piece's square body and the radius of its knobs, in CSS pixels. */
export const captchaSize = { width: 310, height: 155, pieceLength: 42, radius: 10 } as const;

/** Tolerance of the match in pixels; -1 keeps 1 px and skips the human check. */
export const captchaAccuracy = 5;

/** Width of the slider's handle, and the room a move must leave before the right edge. */
export const handleWidth = 40;
export const rightMargin = 48;

/** Left margin of the piece inside its own picture, so that its outline is not clipped. */
export const pieceInset = 1;

export type Verdict = 'success' | 'failed' | 'needs-retry';

/**
 * One point of a drag as the browser saw it: the handle's move in px, the pointer's vertical
 * offset from where the drag began in px, and the milliseconds since it began.
 */
export type DragPoint = [move: number, y: number, ms: number];

/** Most points a drag sends; the browser keeps every n-th of a longer one, and the last. */
export const maxTrailPoints = 200;

/** The tolerance in pixels (clamped to 1..10) and whether the human check runs (not with -1). */
export function tolerance(accuracy: number): { pixels: number; humanCheck: boolean } {
  const pixels = Number.isFinite(accuracy) ? Math.min(10, Math.max(1, accuracy)) : 5;
  return { pixels, humanCheck: accuracy !== -1 };
}

/** Outer width of a piece: the body plus a knob on one side and a little room for its outline. */
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
