import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function capture(method: 'info' | 'warn' | 'error') {
  const lines: string[] = [];
  vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
  return lines;
}

describe('the server log', () => {
  it('writes one JSON line with level, message and fields, info apart from errors', () => {
    const out = capture('info');
    const err = capture('error');
    log.info('content-service listening', { port: 4010 });
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(0);
    expect(out[0]).not.toContain('\n');
    expect(JSON.parse(out[0] ?? '')).toMatchObject({
      level: 'info',
      msg: 'content-service listening',
      port: 4010,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('writes an error with its name, message, stack, own fields and cause', () => {
    const err = capture('error');
    const reason = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), {
      code: 'ECONNREFUSED',
    });
    const failure = new TypeError('fetch failed', { cause: reason });
    log.error('help search failed', { route: '/api/help/search', cause: failure });
    const line = JSON.parse(err[0] ?? '');
    expect(line).toMatchObject({
      level: 'error',
      msg: 'help search failed',
      route: '/api/help/search',
      cause: {
        name: 'TypeError',
        message: 'fetch failed',
        cause: { message: 'connect ECONNREFUSED 127.0.0.1:4010', code: 'ECONNREFUSED' },
      },
    });
    expect(line.cause.stack).toContain('fetch failed');
    expect(line.cause.cause.stack).toContain('ECONNREFUSED');
  });

  it('never throws and keeps its own level and message, whatever the fields hold', () => {
    const warn = capture('warn');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    const hostile = {
      toJSON() {
        throw new Error('no');
      },
    };
    expect(() => log.warn('odd fields', { level: 'info', loop, big: 1n })).not.toThrow();
    expect(() => log.warn('hostile field', { hostile })).not.toThrow();
    const [first, second] = warn.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 'warn', msg: 'odd fields', big: '1' });
    expect(first.loop.self).toBe('[repeated]');
    expect(second).toMatchObject({ level: 'warn', msg: 'hostile field', logFailure: 'no' });
  });
});
