import { describe, expect, it } from 'vitest';
import { maxBodyBytes } from './proxy.ts';
import {
  accepted,
  base,
  drawRequest,
  getRequest,
  postRequest,
  proxyWith,
  token,
  upstreamAnswering,
} from '#tools/testing/draw-proxy.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';

describe('the drawing proxy', () => {
  it('adds the token on the way out and never shows it on the way back', async () => {
    const upstream = upstreamAnswering(() =>
      Response.json(accepted, { headers: { 'set-cookie': 'a=b', 'x-upstream-secret': token } }),
    );
    const response = await proxyWith(upstream.fetch).draw(
      drawRequest({ prompt: 'a fox' }, { 'auth-token': 'from-the-browser' }),
    );
    expect(upstream.calls[0]?.url).toBe(`${base}/aiapi/v1/draw`);
    expect(upstream.calls[0]?.headers.get('auth-token')).toBe(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(accepted);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    for (const [, value] of response.headers) expect(value).not.toContain(token);
  });

  it('forces the drawing style to 919 and trims the prompt', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    await proxyWith(upstream.fetch).draw(drawRequest({ prompt: '  a fox  ', modelStyleId: 1 }));
    expect(JSON.parse(upstream.calls[0]?.body ?? '')).toEqual({
      prompt: 'a fox',
      modelStyleId: 919,
    });
  });

  it.each([
    ['not JSON', '{prompt:', 'the body must be a JSON object'],
    ['an array', '[]', 'the body must be a JSON object'],
    ['no prompt', {}, 'prompt is required'],
    ['a number prompt', { prompt: 5 }, 'prompt must be a string'],
    ['a blank prompt', { prompt: '   ' }, 'prompt must not be empty'],
    [
      'a 501-character prompt',
      { prompt: 'x'.repeat(501) },
      'prompt must be at most 500 characters',
    ],
  ])('refuses %s with a 400 that says why, without calling upstream', async (_, body, msg) => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const response = await proxyWith(upstream.fetch).draw(drawRequest(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg, data: null });
    expect(upstream.calls).toHaveLength(0);
  });

  it('accepts a prompt of exactly 500 characters', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const response = await proxyWith(upstream.fetch).draw(
      drawRequest({ prompt: '画'.repeat(500) }),
    );
    expect(response.status).toBe(200);
  });

  it('answers 413 to a body over the limit', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const body = JSON.stringify({ prompt: 'x', padding: 'y'.repeat(maxBodyBytes) });
    const response = await proxyWith(upstream.fetch).draw(drawRequest(body));
    expect(response.status).toBe(413);
    expect(upstream.calls).toHaveLength(0);
  });

  it('answers 429 with Retry-After once a visitor has drawn the limit', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ limit: 2, windowS: 60 }, () => now);
    const proxy = proxyWith(upstreamAnswering(() => Response.json(accepted)).fetch, { limiter });
    expect((await proxy.draw(drawRequest({ prompt: 'one' }))).status).toBe(200);
    now = 20_000;
    expect((await proxy.draw(drawRequest({ prompt: 'two' }))).status).toBe(200);
    const third = await proxy.draw(drawRequest({ prompt: 'three' }));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('40');
    expect(await third.json()).toMatchObject({ code: 429, data: null });
    // Another visitor still draws.
    const other = await proxy.draw(drawRequest({ prompt: 'one' }, { 'x-real-ip': '198.51.100.1' }));
    expect(other.status).toBe(200);
    now = 60_000;
    expect((await proxy.draw(drawRequest({ prompt: 'four' }))).status).toBe(200);
  });

  it('passes a refusal of the service (code not 0) through as it is', async () => {
    const refusal = { code: 4002, msg: '积分不足', data: null };
    const proxy = proxyWith(upstreamAnswering(() => Response.json(refusal)).fetch);
    const response = await proxy.draw(drawRequest({ prompt: 'a fox' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(refusal);
  });

  it.each([
    ['an HTTP 500', () => new Response('Internal stack at line 4', { status: 500 }), 502],
    [
      'a 401 (wrong token)',
      () => Response.json({ code: 401, msg: 'x', data: null }, { status: 401 }),
      502,
    ],
    ['a body that is not JSON', () => new Response('<html>'), 502],
    [
      'a body that breaks the contract',
      () => Response.json({ code: 0, msg: 'ok', data: { state: 'x' } }),
      502,
    ],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), 502],
  ])('turns %s into a clear %i', async (_, answer, status) => {
    const proxy = proxyWith(upstreamAnswering(answer).fetch);
    const response = await proxy.taskDetail(
      postRequest('/aiapi/v1/task/detail', { taskId: 'task-1' }),
    );
    expect(response.status).toBe(status);
    const body = (await response.json()) as { code: number; msg: string; data: null };
    expect(body.code).toBe(status);
    expect(body.msg).toMatch(/^the drawing service /);
    expect(body.msg).not.toMatch(/stack|line 4|fetch failed/);
  });

  it('answers 504 when the service does not answer in time', async () => {
    const proxy = proxyWith(upstreamAnswering(() => new Promise<Response>(() => {})).fetch, {
      timeoutMs: 20,
    });
    const response = await proxy.clientDetail(getRequest('/aiapi/v1/client/detail'));
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 504, data: null });
  });

  it('forwards the account and the task unchanged when they match the contract', async () => {
    const account = { code: 0, msg: 'ok', data: { balance: 10, used: 4 } };
    const upstream = upstreamAnswering(() => Response.json(account));
    const response = await proxyWith(upstream.fetch).clientDetail(
      getRequest('/aiapi/v1/client/detail'),
    );
    expect(await response.json()).toEqual(account);
    expect(upstream.calls[0]).toMatchObject({
      url: `${base}/aiapi/v1/client/detail`,
      method: 'GET',
    });
    expect(upstream.calls[0]?.headers.get('auth-token')).toBe(token);
  });

  it('refuses a task query without a task id', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const response = await proxyWith(upstream.fetch).taskDetail(
      postRequest('/aiapi/v1/task/detail', '{"taskId":""}'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: 'taskId must not be empty' });
  });
});
