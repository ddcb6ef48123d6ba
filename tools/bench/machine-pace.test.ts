import { describe, expect, it } from 'vitest';
import { formatPace, timeFixedLoop, timeFreshMemory } from './machine-pace.ts';

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

  it('times the first touch of fresh memory in milliseconds a MiB', () => {
    const msPerMib = timeFreshMemory(8);
    expect(msPerMib).toBeGreaterThan(0);
    expect(msPerMib).toBeLessThan(100);
  });

  it("prints fresh memory's range and median beside the loop's, to the hundredth of a ms", () => {
    expect(formatPace([0.5, 0.6], [4.216, 0.2, 1.5])).toMatch(
      /took 0\.50 to 0\.60 s \(median 0\.50 s\) in 2 samples through the run; the first touch of 64 MiB of fresh memory took 0\.20 to 4\.22 ms a MiB \(median 1\.50 ms a MiB\);/,
    );
  });

  it('prints a single sample as it is, and says when nothing was timed', () => {
    expect(formatPace([0.456])).toMatch(/took 0\.46 s;/);
    expect(formatPace([])).toBe('machine pace: not timed');
  });
});
