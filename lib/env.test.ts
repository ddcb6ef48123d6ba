import { describe, expect, it } from 'vitest';
import { parsePositive } from './env.ts';

describe('a positive number from the environment', () => {
  it('reads a positive value', () => {
    expect(parsePositive('15000')).toBe(15_000);
    expect(parsePositive('2.5')).toBe(2.5);
    expect(parsePositive('60', 'integer')).toBe(60);
  });

  it('treats empty, garbage, zero, negative and (for integers) fractions as unset', () => {
    for (const value of [undefined, '', 'soon', '0', '-3', 'Infinity']) {
      expect(parsePositive(value), String(value)).toBeUndefined();
      expect(parsePositive(value, 'integer'), String(value)).toBeUndefined();
    }
    expect(parsePositive('2.5', 'integer')).toBeUndefined();
  });
});
