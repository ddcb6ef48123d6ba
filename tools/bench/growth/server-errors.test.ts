import { describe, expect, it } from 'vitest';
import { formatLine } from '#lib/log.ts';
import { errorCounter, errorSummary } from './server-errors.ts';

describe('errorCounter', () => {
  it('counts error lines by message and cause, across chunks that split a line', () => {
    const errors = new Map<string, number>();
    const feed = errorCounter(errors);
    const outage = formatLine('error', 'redis: down', {
      cause: new Error('Redis did not answer within 250 ms'),
    });
    const text = [
      formatLine('warn', 'configuration: SITE_URL is local'),
      outage,
      formatLine('info', 'redis: shared again'),
      outage,
      '⨯ Error: failed to render /en',
      '',
    ].join('\n');
    const middle = text.indexOf(outage) + 10;
    feed(text.slice(0, middle));
    feed(text.slice(middle));
    expect([...errors]).toEqual([
      ['redis: down (Redis did not answer within 250 ms)', 2],
      ['⨯ Error: failed to render /en', 1],
    ]);
  });

  it('waits for the end of a line before reading it', () => {
    const errors = new Map<string, number>();
    errorCounter(errors)(formatLine('error', 'unfinished'));
    expect(errors.size).toBe(0);
  });
});

describe('errorSummary', () => {
  it('says so when nothing went wrong, and lists the most frequent first', () => {
    expect(errorSummary(new Map())).toBe('no error logged');
    expect(
      errorSummary(
        new Map([
          ['a', 1],
          ['b', 3],
        ]),
      ),
    ).toBe('3 × "b"; 1 × "a"');
  });
});
