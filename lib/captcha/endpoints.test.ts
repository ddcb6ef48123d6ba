// The captcha's HTTP side: what the browser gets and what it may send.
import { describe, expect, it } from 'vitest';
import { findGap, humanTrail, moveToGap } from '#tools/testing/captcha-solver.ts';
import { edgeVisitor } from '#tools/testing/draw-proxy.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';
import { createCaptcha, type Puzzle } from './captcha.ts';
import { createCaptchaEndpoints } from './endpoints.ts';
import { MemoryOneTimeStore } from './one-time-store.ts';
import { randomLook, renderPuzzle } from './render.ts';

const url = 'http://site.test/aiapi/v1/captcha';

function endpoints(options: { limit?: number; render?: typeof renderPuzzle } = {}) {
  const clock = { now: 5_000_000 };
  const captcha = createCaptcha({
    store: new MemoryOneTimeStore(() => clock.now),
    render: options.render ?? renderPuzzle,
    randomLook,
    now: () => clock.now,
  });
  const site = createCaptchaEndpoints({
    captcha,
    limiter: new MemoryRateLimiter({ limit: options.limit ?? 100, windowS: 60 }),
    visitor: edgeVisitor,
    siteOrigin: 'https://site.test',
  });
  return { site, clock };
}

const get = (headers: Record<string, string> = {}) =>
  new Request(url, { headers: { 'x-real-ip': '203.0.113.7', ...headers } });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function puzzleOf(response: Response): Promise<Puzzle> {
  const body = (await response.json()) as { code: number; data: Puzzle };
  expect(body.code).toBe(0);
  return body.data;
}

describe('GET /aiapi/v1/captcha', () => {
  it('answers a new puzzle each time, never stored by a cache', async () => {
    const { site } = endpoints();
    const first = await site.puzzle(get());
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const second = await site.puzzle(get());
    expect((await puzzleOf(first)).id).not.toBe((await puzzleOf(second)).id);
  });

  it('limits puzzles per visitor, an IPv6 visitor being their /64, in their language', async () => {
    const { site } = endpoints({ limit: 2 });
    const from = (address: string, language = 'zh-CN') =>
      site.puzzle(get({ 'x-real-ip': address, 'accept-language': language }));
    expect((await from('2001:db8:5:6::1')).status).toBe(200);
    expect((await from('2001:db8:5:6:ffff::9')).status).toBe(200);
    const refused = await from('2001:db8:5:6::abcd');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      code: 429,
      msg: '验证太频繁了，请 60 秒后再试',
      data: null,
      reason: 'captcha-limit',
    });
    const english = await from('2001:db8:5:6::2', 'en-GB,en;q=0.8');
    expect(await english.json()).toMatchObject({
      msg: 'Too many checks; please try again in 60 s',
    });
    expect((await from('2001:db8:5:7::1')).status).toBe(200);
  });

  it('answers 503 with a message when a puzzle cannot be made', async () => {
    const { site } = endpoints({
      render: () => Promise.reject(new Error('the image library is gone')),
    });
    const response = await site.puzzle(get());
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 503, data: null });
  });
});

describe('POST /aiapi/v1/captcha', () => {
  it('answers a pass for a hand’s drag onto the hole', async () => {
    const { site, clock } = endpoints();
    const puzzle = await puzzleOf(await site.puzzle(get()));
    const gap = await findGap(puzzle.background, puzzle.piece);
    clock.now += 3000;
    const before = await metricValue('mantisoft_captcha_answers_total', { verdict: 'success' });
    const response = await site.check(post({ id: puzzle.id, trail: humanTrail(moveToGap(gap.x)) }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { verdict: string; pass: string } };
    expect(body.data.verdict).toBe('success');
    expect(body.data.pass).toMatch(/^[\w-]{32}$/);
    expect(await metricValue('mantisoft_captcha_answers_total', { verdict: 'success' })).toBe(
      before + 1,
    );
  });

  it.each([
    ['not JSON', '{id:', 'the body must be a JSON object'],
    ['no id', { trail: [[1, 2, 3]] }, 'id must be the puzzle’s id'],
    ['no trail', { id: 'x'.repeat(24) }, 'trail must be a list of moves'],
    ['an empty trail', { id: 'x'.repeat(24), trail: [] }, 'trail must hold at least one move'],
    [
      'a move of two numbers',
      { id: 'x'.repeat(24), trail: [[1, 2]] },
      'each move of trail must be [move, y, ms]',
    ],
    [
      'a move off the track',
      { id: 'x'.repeat(24), trail: [[400, 0, 10]] },
      'a move of trail is off the track',
    ],
    [
      'times that go back',
      {
        id: 'x'.repeat(24),
        trail: [
          [1, 0, 50],
          [2, 0, 40],
        ],
      },
      'the times of trail must rise from 0',
    ],
    [
      '201 moves',
      { id: 'x'.repeat(24), trail: Array.from({ length: 201 }, (_, i) => [1, 0, i]) },
      'trail must hold at most 200 moves',
    ],
    [
      'keyboard not a flag',
      { id: 'x'.repeat(24), trail: [[1, 0, 1]], keyboard: 'yes' },
      'keyboard must be true or false',
    ],
  ])('refuses %s with a 400 that says why', async (_, body, msg) => {
    const { site } = endpoints();
    const response = await site.check(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg, data: null });
  });

  it('spends none of the puzzle’s tries on a body it refuses', async () => {
    const { site, clock } = endpoints();
    const puzzle = await puzzleOf(await site.puzzle(get()));
    for (let time = 0; time < 5; time += 1) {
      expect((await site.check(post({ id: puzzle.id, trail: [[999, 0, 1]] }))).status).toBe(400);
    }
    const gap = await findGap(puzzle.background, puzzle.piece);
    clock.now += 3000;
    const response = await site.check(post({ id: puzzle.id, trail: humanTrail(moveToGap(gap.x)) }));
    expect(await response.json()).toMatchObject({ data: { verdict: 'success' } });
  });

  it('answers 410 in the visitor’s language for a puzzle it does not know', async () => {
    const { site } = endpoints();
    const response = await site.check(
      post({ id: 'A'.repeat(24), trail: [[10, 1, 400]] }, { 'accept-language': 'en' }),
    );
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      code: 410,
      msg: 'This puzzle has expired; please load a new one',
      data: null,
      reason: 'puzzle-gone',
    });
  });

  it('refuses another site’s request and a body not sent as JSON', async () => {
    const { site } = endpoints();
    const body = { id: 'A'.repeat(24), trail: [[10, 1, 400]] };
    const crossSite = await site.check(post(body, { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    const text = await site.check(post(body, { 'content-type': 'text/plain' }));
    expect(text.status).toBe(415);
  });
});
