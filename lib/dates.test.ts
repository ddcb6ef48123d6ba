import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './dates.ts';

describe('dates', () => {
  it('formats seconds as YYYY-MM-DD in China time', () => {
    // 2026-11-17T16:30:00Z is already the 18th in Shanghai (UTC+8).
    expect(formatDate(1763397000)).toBe('2025-11-18');
    expect(formatDate(0)).toBe('1970-01-01');
  });

  it('writes long dates in each language', () => {
    expect(formatLongDate(1763397000, 'zh')).toBe('2025年11月18日');
    expect(formatLongDate(1763397000, 'en')).toBe('November 18, 2025');
  });
});
