import { describe, expect, it } from 'vitest';
import { captchaSize, type DragPoint, moveFor } from './rules.ts';
import { judge, minDragMs } from './verdict.ts';

const target = 100;
/** A drag ending with the piece at `left`, its heights `ys`, over `ms` milliseconds. */
function drag(left: number, ys = [0, 1, 3, 2, 4, 3], ms = 800): DragPoint[] {
  const end = moveFor(left, captchaSize.width);
  return ys.map((y, index) => [
    (end * (index + 1)) / ys.length,
    y,
    Math.round((ms * (index + 1)) / ys.length),
  ]);
}
const verdictOf = (trail: DragPoint[], extra: { keyboard?: boolean; accuracy?: number } = {}) =>
  judge({
    answer: { trail, keyboard: extra.keyboard ?? false },
    targetX: target,
    accuracy: extra.accuracy ?? 5,
    elapsedMs: 5000,
  });

describe('judge', () => {
  it('matches within the tolerance, on both sides, and not past it', () => {
    expect(verdictOf(drag(104.9))).toBe('success');
    expect(verdictOf(drag(95.1))).toBe('success');
    expect(verdictOf(drag(105.5))).toBe('failed');
    expect(verdictOf(drag(112), { accuracy: 30 })).toBe('failed');
    expect(verdictOf(drag(109.9), { accuracy: 30 })).toBe('success');
  });

  it('asks to try again after a perfectly uniform pointer drag that matched', () => {
    const straight = drag(100, [0, 0, 0, 0]);
    expect(verdictOf(straight)).toBe('needs-retry');
    expect(verdictOf(straight, { accuracy: -1 })).toBe('success');
    // The arrow keys move in a straight line, as a person using them does.
    expect(verdictOf(straight, { keyboard: true })).toBe('success');
  });

  it('asks to try again after a drag of one or two jumps', () => {
    expect(verdictOf(drag(100, [1, 3]))).toBe('needs-retry');
    expect(verdictOf(drag(100, [1, 3, 2]))).toBe('success');
  });

  it('asks to try again after a drag faster than a hand, or longer than the puzzle is old', () => {
    expect(verdictOf(drag(100, undefined, minDragMs - 1))).toBe('needs-retry');
    expect(verdictOf(drag(100, undefined, minDragMs - 1), { keyboard: true })).toBe('needs-retry');
    expect(verdictOf(drag(100, undefined, minDragMs))).toBe('success');
    const trail = drag(100, undefined, 2000);
    const early = { answer: { trail, keyboard: false }, targetX: target, accuracy: 5 };
    expect(judge({ ...early, elapsedMs: 1999 })).toBe('needs-retry');
    expect(judge({ ...early, elapsedMs: 2000 })).toBe('success');
  });

  it('fails a misplaced piece whatever the drag looked like', () => {
    expect(verdictOf(drag(150, [0, 0]))).toBe('failed');
    expect(verdictOf([])).toBe('failed');
  });
});
