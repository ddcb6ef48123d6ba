import { describe, expect, it } from 'vitest';
import {
  captchaDefaults,
  createThrottle,
  isAcceptedMove,
  judge,
  looksScripted,
  maxMove,
  moveFor,
  nextBackground,
  pieceLeft,
  randomTarget,
  tolerance,
} from './rules.ts';

const human = [0, 1, 3, 2, 4, 3];

describe('tolerance', () => {
  it('defaults to 5 px and clamps to 1..10', () => {
    expect(tolerance(captchaDefaults.accuracy)).toEqual({ pixels: 5, humanCheck: true });
    expect(tolerance(0).pixels).toBe(1);
    expect(tolerance(30).pixels).toBe(10);
    expect(tolerance(7).pixels).toBe(7);
  });

  it('-1 keeps the tightest tolerance and skips the human check', () => {
    expect(tolerance(-1)).toEqual({ pixels: 1, humanCheck: false });
  });
});

describe('judge', () => {
  it('matches within the tolerance, on both sides, and not past it', () => {
    expect(judge({ left: 105, targetX: 100, accuracy: 5, trail: human })).toBe('success');
    expect(judge({ left: 95, targetX: 100, accuracy: 5, trail: human })).toBe('success');
    expect(judge({ left: 105.5, targetX: 100, accuracy: 5, trail: human })).toBe('failed');
    expect(judge({ left: 112, targetX: 100, accuracy: 30, trail: human })).toBe('failed');
    expect(judge({ left: 110, targetX: 100, accuracy: 30, trail: human })).toBe('success');
  });

  it('asks to try again after a perfectly uniform drag that matched', () => {
    const straight = [0, 0, 0, 0];
    expect(judge({ left: 100, targetX: 100, accuracy: 5, trail: straight })).toBe('needs-retry');
    expect(judge({ left: 100, targetX: 100, accuracy: -1, trail: straight })).toBe('success');
    expect(judge({ left: 100, targetX: 100, accuracy: 5, trail: straight, byKeyboard: true })).toBe(
      'success',
    );
  });

  it('fails a misplaced piece whatever the drag looked like', () => {
    expect(judge({ left: 150, targetX: 100, accuracy: 5, trail: [0, 0] })).toBe('failed');
  });
});

describe('looksScripted', () => {
  it('is true only when the mean equals the standard deviation', () => {
    expect(looksScripted([0, 0, 0])).toBe(true);
    // Mean 1, deviation 1: uniform steps between 0 and 2.
    expect(looksScripted([0, 2])).toBe(true);
    expect(looksScripted([2, 2, 2])).toBe(false);
    expect(looksScripted(human)).toBe(false);
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
    const sizes = { width: 310, height: 155, pieceLength: 42, radius: 10 };
    for (const r of [0, 0.5, 0.999]) {
      const { x, y } = randomTarget(sizes, () => r);
      expect(x).toBeGreaterThanOrEqual(75);
      expect(x).toBeLessThanOrEqual(pieceLeft(maxMove(310), 310));
      expect(y).toBeGreaterThanOrEqual(30);
      expect(y).toBeLessThanOrEqual(155 - 75);
    }
  });
});

describe('createThrottle', () => {
  it('lets one call through per 10 ms', () => {
    let now = 1000;
    const pass = createThrottle(10, () => now);
    expect(pass()).toBe(true);
    now = 1005;
    expect(pass()).toBe(false);
    now = 1010;
    expect(pass()).toBe(true);
    now = 1019;
    expect(pass()).toBe(false);
  });
});

describe('nextBackground', () => {
  it('never picks an image that failed, and gives up when all did', () => {
    const all = ['/a.svg', '/b.svg', '/c.svg'];
    for (const r of [0, 0.4, 0.99]) {
      expect(nextBackground(all, new Set(['/b.svg']), () => r)).not.toBe('/b.svg');
    }
    expect(nextBackground(all, new Set(all), () => 0)).toBeUndefined();
  });
});
