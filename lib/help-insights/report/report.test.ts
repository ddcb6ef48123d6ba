import { describe, expect, it } from 'vitest';
import { sign } from '../../webhook/standard-webhooks.ts';
import { toCsv } from './csv.ts';
import { checkReportLink, reportLink } from './link.ts';
import { previousPeriod, readPeriod } from './period.ts';
import { formatTable } from './text.ts';

describe('the report period', () => {
  it('defaults to the 30 days up to today, and compares with the as many days before', () => {
    expect(readPeriod({}, '2026-06-30')).toEqual({
      ok: true,
      period: { from: '2026-06-01', to: '2026-06-30' },
    });
    expect(previousPeriod({ from: '2026-06-01', to: '2026-06-30', locale: 'en' })).toEqual({
      from: '2026-05-02',
      to: '2026-05-31',
      locale: 'en',
    });
    expect(
      readPeriod({ from: '2026-02-27', to: '2026-03-01', locale: 'all' }, '2026-06-30'),
    ).toEqual({
      ok: true,
      period: { from: '2026-02-27', to: '2026-03-01' },
    });
  });

  it.each([
    [{ from: '2026-02-30' }, /from must be a day written YYYY-MM-DD, not 2026-02-30/],
    [{ to: '30/06/2026' }, /to must be a day/],
    [{ from: '2026-07-01', to: '2026-06-30' }, /from \(2026-07-01\) is after to/],
    [{ from: '2020-01-01', to: '2026-06-30' }, /at most 731 days/],
    [{ locale: 'fr' }, /locale must be zh, en or all/],
  ])('refuses %j with a message', (input, message) => {
    const read = readPeriod(input, '2026-06-30');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });
});

describe('a report link', () => {
  const secret = 'whsec_cmVwb3J0LWxpbmstc2VjcmV0LTAxMjM0NTY3ODk=';
  const now = Date.UTC(2026, 5, 30, 12);
  const period = { from: '2026-06-01', to: '2026-06-30', locale: 'zh' as const };

  it('opens the period and locale it was signed for, until it expires', () => {
    const link = reportLink('https://www.mantisoft.com', '/help-report', secret, period, { now });
    expect(link.origin + link.pathname).toBe('https://www.mantisoft.com/help-report');
    const expires = Number(link.searchParams.get('expires'));
    expect(expires).toBe(now / 1000 + 24 * 3600);
    // The preview links' construction: Standard Webhooks' signature over id.timestamp.body.
    expect(link.searchParams.get('signature')).toBe(
      sign(secret, 'help-report', expires, '2026-06-01.2026-06-30.zh'),
    );
    expect(checkReportLink(link.searchParams, secret, now)).toEqual({ ok: true, period, expires });
    expect(checkReportLink(link.searchParams, secret, (expires + 1) * 1000)).toMatchObject({
      ok: false,
      status: 401,
      message: expect.stringMatching(/expired/),
    });
  });

  it('refuses a link whose period, locale or time was changed, or another secret', () => {
    const link = reportLink('https://www.mantisoft.com', '/help-report', secret, period, { now });
    for (const [name, value] of [
      ['from', '2026-05-01'],
      ['locale', 'all'],
      ['expires', String(Number(link.searchParams.get('expires')) + 60)],
    ] as const) {
      const changed = new URLSearchParams(link.searchParams);
      changed.set(name, value);
      expect(checkReportLink(changed, secret, now), name).toMatchObject({ ok: false, status: 401 });
    }
    expect(checkReportLink(link.searchParams, 'another-secret-of-24-bytes', now)).toMatchObject({
      status: 401,
    });
    expect(checkReportLink(link.searchParams, undefined, now)).toMatchObject({
      status: 401,
      message: expect.stringMatching(/no PREVIEW_SECRET/),
    });
    const bad = new URLSearchParams(link.searchParams);
    bad.set('to', 'tomorrow');
    expect(checkReportLink(bad, secret, now)).toMatchObject({ ok: false, status: 400 });
  });

  it('lasts a week at most', () => {
    expect(() => reportLink('https://x.test', '/r', secret, period, { hours: 24 * 8 })).toThrow(
      /1 to 168 hours/,
    );
  });
});

describe('the report as CSV', () => {
  it('quotes what needs it, and never lets a spreadsheet run a visitor’s text', () => {
    const csv = toCsv({
      columns: ['query', 'searches', 'change'],
      rows: [
        ['laser, "fibre"', 3, -2],
        ['=HYPERLINK("http://x")', 1, 1],
        ['line\nbreak', 0, 0],
      ],
    });
    expect(csv).toBe(
      '\ufeffquery,searches,change\r\n"laser, ""fibre""",3,-2\r\n"\'=HYPERLINK(""http://x"")",1,1\r\n"line\nbreak",0,0\r\n',
    );
  });
});

describe('the report as text', () => {
  it('aligns columns by what a terminal shows, Chinese characters two columns wide', () => {
    const text = formatTable(
      {
        name: 'searches',
        title: 'Most frequent searches',
        columns: ['query', 'searches'],
        rows: [
          ['激光切割', 12],
          ['laser', 3],
          ['welding', 1],
        ],
      },
      2,
    );
    expect(text).toBe(
      [
        'Most frequent searches (3, first 2 shown)',
        '  query     searches',
        '  激光切割        12',
        '  laser            3',
        '',
      ].join('\n'),
    );
  });
});
