import { describe, expect, it } from 'vitest';
import { formatPace, timeFixedLoop } from './machine-pace.ts';

describe('machine pace', () => {
  it('times the loop in seconds', () => {
    const seconds = timeFixedLoop(1e6);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(5);
  });

  it('prints the range and the median of the samples, to the hundredth of a second', () => {
    expect(formatPace([0.61, 0.456, 1.2, 0.5])).toMatch(
      /^machine pace: a fixed loop of 3e8 additions took 0\.46 to 1\.20 s \(median 0\.50 s\) in 4 samples through the run;/,
    );
  });

  it('prints a single sample as it is, and says when nothing was timed', () => {
    expect(formatPace([0.456])).toMatch(/took 0\.46 s;/);
    expect(formatPace([])).toBe('machine pace: not timed');
  });
});
