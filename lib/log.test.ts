import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { createLog, log } from './log.ts';
import { inRequest } from './server/request-context.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A log of its own, at `level`, writing into arrays. */
function logAt(level: 'info' | 'warn' | 'error') {
  const out: string[] = [];
  const err: string[] = [];
  const into = (lines: string[]) => ({ write: (line: string) => void lines.push(line) });
  return { out, err, log: createLog(into(out), into(err), level) };
}

describe('the server log', () => {
  it('writes one JSON line with time, level, message and fields, info apart from errors', () => {
    const { out, err } = captureLog();
    log.info('content-service listening', { port: 4010 });
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(0);
    expect(JSON.parse(out[0] ?? '')).toEqual({
      level: 'info',
      msg: 'content-service listening',
      port: 4010,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    log.warn('slow');
    log.error('broken');
    expect(err.map((line) => JSON.parse(line).level)).toEqual(['warn', 'error']);
    expect(out).toHaveLength(1);
  });

  it('writes an error with its name, message, stack, own fields and cause', () => {
    const { err } = captureLog();
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
    const { err } = captureLog();
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    const hostile = {
      toJSON() {
        throw new Error('no');
      },
    };
    expect(() =>
      log.warn('odd fields', { level: 'info', msg: 'other', time: 0, loop, big: 1n }),
    ).not.toThrow();
    expect(() => log.warn('hostile field', { hostile })).not.toThrow();
    const [first, second] = err.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 'warn', msg: 'odd fields', big: '1' });
    expect(typeof first.time).toBe('string');
    expect(first.loop.self).toBe('[repeated]');
    expect(second).toMatchObject({ level: 'warn', msg: 'hostile field', logFailure: 'no' });
  });

  it('names the request a line was written for', async () => {
    const { out } = captureLog();
    await inRequest({ reqId: 'edge-7f3a' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info('help search', { reqId: 'forged' });
    });
    log.info('between requests');
    const [during, after] = out.map((line) => JSON.parse(line));
    expect(during).toMatchObject({ msg: 'help search', reqId: 'edge-7f3a' });
    expect(after).not.toHaveProperty('reqId');
  });

  it('leaves out the levels below LOG_LEVEL', () => {
    const quiet = logAt('warn');
    quiet.log.info('started');
    quiet.log.warn('slow');
    expect(quiet.out).toEqual([]);
    expect(quiet.err.map((line) => JSON.parse(line).msg)).toEqual(['slow']);
    const errorsOnly = logAt('error');
    errorsOnly.log.warn('slow');
    errorsOnly.log.error('broken');
    expect(errorsOnly.err.map((line) => JSON.parse(line).msg)).toEqual(['broken']);
  });

  it('never writes a preview link’s signature, wherever a line quotes the link', () => {
    const { out, err } = captureLog();
    const link =
      '/api/preview?path=%2Fen%2Fsupport&expires=1767225600&signature=v1%2CsEcReT%2Bsig%3D';
    const raw = 'https://www.mantisoft.com/api/preview?signature=v1,sEcReT2+sig/=&path=/';
    log.info(`opened ${link}`, { path: link, nested: { url: raw } });
    log.error('request failed', {
      path: link,
      cause: new Error(`could not open ${raw}`, { cause: new TypeError(`at ${link}`) }),
    });
    const lines = [...out, ...err];
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toMatch(/sEcReT/);
      expect(JSON.parse(line).path).toBe(
        '/api/preview?path=%2Fen%2Fsupport&expires=1767225600&signature=[redacted]',
      );
    }
    // Every other query is written as it is.
    log.info('search', { path: '/api/help/search?q=signature&locale=en&sign=1' });
    expect(JSON.parse(out[1] ?? '').path).toBe('/api/help/search?q=signature&locale=en&sign=1');
  });
});
