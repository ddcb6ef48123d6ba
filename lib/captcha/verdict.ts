// The server's judgement of a drag (the browser only reports it): the piece within the
// tolerance of the hole, a pointer that wandered as a hand does, and a drag that took as long as
// a person takes and no longer than the puzzle has existed.
import {
  captchaSize,
  type DragPoint,
  looksScripted,
  pieceLeft,
  tolerance,
  type Verdict,
} from './rules.ts';

/** The shortest drag a person makes, in milliseconds: a flick across the track. */
export const minDragMs = 300;

/** Fewest pointer moves of a drag a hand makes; a script may jump in one or two. */
export const minPointerMoves = 3;

export type DragAnswer = {
  trail: readonly DragPoint[];
  /** Moved by the arrow keys: a straight line is then what a person makes too. */
  keyboard: boolean;
};

export function judge(input: {
  answer: DragAnswer;
  /** Left of the hole's square body. */
  targetX: number;
  accuracy: number;
  /** Milliseconds since the server issued the puzzle. */
  elapsedMs: number;
}): Verdict {
  const { answer, targetX, elapsedMs } = input;
  const last = answer.trail.at(-1);
  if (!last) return 'failed';
  const { pixels, humanCheck } = tolerance(input.accuracy);
  if (Math.abs(pieceLeft(last[0], captchaSize.width) - targetX) > pixels) return 'failed';
  if (!humanCheck) return 'success';
  const durationMs = last[2];
  // A drag cannot have lasted longer than the puzzle has been out.
  if (durationMs < minDragMs || durationMs > elapsedMs) return 'needs-retry';
  if (answer.keyboard) return 'success';
  const ys = answer.trail.map((point) => point[1]);
  if (answer.trail.length < minPointerMoves || looksScripted(ys)) return 'needs-retry';
  return 'success';
}
