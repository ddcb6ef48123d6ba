import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, isDay } from './day.ts';
import { plainText } from './plain-text.ts';
import { normalizeSearchQuery } from './search-query.ts';

describe('a visitor’s comment', () => {
  it('is kept as plain, well-formed text without invisible characters', () => {
    expect(plainText(' \u202eevil\u200b\r\nline two\t\u0000 ')).toBe('evil\nline two');
    expect(plainText('bad \ud800 surrogate')).toBe('bad \ufffd surrogate');
    expect(plainText('e\u0301')).toBe('é');
  });
});

describe('a search as counted', () => {
  it.each([
    ['  Laser   CUTTING ', 'laser cutting'],
    ['ＬＡＳＥＲ　功率', 'laser 功率'],
    ['licence for me@example.com', 'licence for <email>'],
    ['call 138 0013 8000 please', 'call <number> please'],
    ['order 20260601123', 'order <number>'],
    ['MantiSoft 3.8 BCL3766', 'mantisoft 3.8 bcl3766'],
    ['error 10054', 'error 10054'],
  ])('%j is counted as %j', (typed, counted) => {
    expect(normalizeSearchQuery(typed)).toBe(counted);
  });
});

describe('the days', () => {
  it('begin and end in the chosen time zone', () => {
    const at = Date.UTC(2026, 5, 30, 17, 0); // 01:00 on 1 July in Shanghai
    expect(dayOf(at, 'Asia/Shanghai')).toBe('2026-07-01');
    expect(dayOf(at, 'UTC')).toBe('2026-06-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-06-01', '2026-06-30')).toBe(30);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });
});
