import { describe, expect, it } from 'vitest';
import { formatPace, timeFixedLoop } from './machine-pace.ts';

describe('machine pace', () => {
  it('times the loop in seconds', () => {
    const seconds = timeFixedLoop(1e6);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(5);
  });

  it('prints both times beside the loop they time, in seconds to the hundredth', () => {
    expect(formatPace(0.456, 1.2)).toMatch(
      /^machine pace: a fixed loop of 3e8 additions took 0\.46 s at the start and 1\.20 s at the end/,
    );
  });
});
