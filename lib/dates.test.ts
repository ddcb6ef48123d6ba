import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEnglishDate, formatListDate } from './dates.ts';

describe('dates', () => {
  it('formats seconds as YYYY-MM-DD in China time', () => {
    // 2026-11-17T16:30:00Z is already the 18th in Shanghai (UTC+8).
    expect(formatDate(1763397000)).toBe('2025-11-18');
    expect(formatDate(0)).toBe('1970-01-01');
  });

  it('writes date and time as Y-m-d H:i:s in China time, midnight as 00', () => {
    expect(formatDateTime(1763397000)).toBe('2025-11-18 00:30:00');
    expect(formatDateTime(1763431200 + 59)).toBe('2025-11-18 10:00:59');
    expect(formatDateTime(0)).toBe('1970-01-01 08:00:00');
  });

  it('dates list items as YYYY-MM-DD in Chinese and with month names in English', () => {
    expect(formatListDate(1763397000, 'zh')).toBe('2025-11-18');
    expect(formatListDate(1763397000, 'en')).toBe('November 18, 2025');
  });

  it('writes English month names in any language, on the day of China time', () => {
    expect(formatEnglishDate(1763397000)).toBe('November 18, 2025');
    // 2025-12-31T16:00:00Z is already New Year's Day in Shanghai.
    expect(formatEnglishDate(1767196800)).toBe('January 1, 2026');
    expect(formatDate(1767196800)).toBe('2026-01-01');
    expect(formatDateTime(1767196799)).toBe('2025-12-31 23:59:59');
  });
});
