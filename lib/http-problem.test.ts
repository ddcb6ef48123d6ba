import { describe, expect, it } from 'vitest';
import { methodNotAllowed, problem } from './http-problem.ts';

describe('an HTTP problem', () => {
  it('answers JSON with the status and a short message', async () => {
    const response = problem(400, 'q must not be empty', { headers: { 'retry-after': '3' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ error: 'q must not be empty' });
  });

  it('keeps the envelope of an API that has its own', async () => {
    const envelope = (code: number, msg: string) => ({ code, msg, data: null });
    expect(await problem(429, 'too many', { body: envelope }).json()).toEqual({
      code: 429,
      msg: 'too many',
      data: null,
    });
  });

  it('names the allowed methods on a 405', async () => {
    const answer = methodNotAllowed('GET, HEAD', undefined, {
      headers: { 'cache-control': 'no-store' },
    })();
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ error: 'use GET, HEAD' });
  });
});
