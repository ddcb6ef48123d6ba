import { describe, expect, it } from 'vitest';
import {
  captchaAccuracy,
  captchaSize,
  isAcceptedMove,
  looksScripted,
  maxMove,
  moveFor,
  pieceLeft,
  randomTarget,
  tolerance,
} from './rules.ts';

describe('tolerance', () => {
  it('defaults to 5 px and clamps to 1..10', () => {
    expect(tolerance(captchaAccuracy)).toEqual({ pixels: 5, humanCheck: true });
    expect(tolerance(0).pixels).toBe(1);
    expect(tolerance(30).pixels).toBe(10);
    expect(tolerance(7).pixels).toBe(7);
  });

  it('-1 keeps the tightest tolerance and skips the human check', () => {
    expect(tolerance(-1)).toEqual({ pixels: 1, humanCheck: false });
  });
});

describe('looksScripted', () => {
  it('is true only when the mean equals the standard deviation', () => {
    expect(looksScripted([0, 0, 0])).toBe(true);
    // Mean 1, deviation 1: uniform steps between 0 and 2.
    expect(looksScripted([0, 2])).toBe(true);
    expect(looksScripted([2, 2, 2])).toBe(false);
    expect(looksScripted([0, 1, 3, 2, 4, 3])).toBe(false);
    expect(looksScripted([])).toBe(false);
  });
});

describe('moves', () => {
  it('ignores a backward move and one leaving less than 48 px on the right', () => {
    expect(isAcceptedMove(-1, 310)).toBe(false);
    expect(isAcceptedMove(0, 310)).toBe(true);
    expect(isAcceptedMove(262, 310)).toBe(true);
    expect(isAcceptedMove(263, 310)).toBe(false);
    expect(maxMove(310)).toBe(262);
  });

  it('moves the piece less than the handle, and back again', () => {
    expect(pieceLeft(270, 310)).toBe(250);
    expect(moveFor(pieceLeft(123, 310), 310)).toBeCloseTo(123);
  });

  it('can reach every place a hole may be', () => {
    for (const r of [0, 0.5, 0.999]) {
      const { x, y } = randomTarget(captchaSize, () => r);
      expect(x).toBeGreaterThanOrEqual(75);
      expect(x).toBeLessThanOrEqual(pieceLeft(maxMove(310), 310));
      expect(y).toBeGreaterThanOrEqual(30);
      expect(y).toBeLessThanOrEqual(155 - 75);
    }
  });
});
