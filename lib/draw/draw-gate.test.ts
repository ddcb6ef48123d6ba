// What a drawing must pass before the paid service: a pass from the captcha, once; the
// visitor's limit, an IPv6 visitor being their /64; and the site's hourly and daily budget.
import { describe, expect, it, vi } from 'vitest';
import { createCaptcha } from '#lib/captcha/captcha.ts';
import { MemoryOneTimeStore } from '#lib/captcha/one-time-store.ts';
import { randomLook, renderPuzzle } from '#lib/captcha/render.ts';
import { findGap, humanTrail, moveToGap } from '#tools/testing/captcha-solver.ts';
import { accepted, drawRequest, proxyWith, upstreamAnswering } from '#tools/testing/draw-proxy.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { MemoryDrawBudget } from './budget.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';

/** The site's captcha on a clock, and a way to solve it as a visitor does. */
function captchaOnClock() {
  const clock = { now: 9_000_000 };
  const captcha = createCaptcha({
    store: new MemoryOneTimeStore(() => clock.now),
    render: renderPuzzle,
    randomLook,
    now: () => clock.now,
  });
  const solve = async () => {
    const puzzle = await captcha.issue();
    const gap = await findGap(puzzle.background, puzzle.piece);
    clock.now += 2000;
    const outcome = await captcha.answer({ id: puzzle.id, trail: humanTrail(moveToGap(gap.x)) });
    if (outcome.verdict !== 'success') throw new Error(`the captcha said ${outcome.verdict}`);
    return outcome.pass;
  };
  return { captcha, solve };
}

const refusals = (reason: string) => metricValue('mantisoft_draw_refusals_total', { reason });

describe('the captcha’s pass', () => {
  it('is needed: a drawing without one is refused with 403 in the visitor’s language', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const { captcha } = captchaOnClock();
    const proxy = proxyWith(upstream.fetch, { passes: captcha });
    const before = await refusals('no_pass');
    const zh = await proxy.draw(drawRequest({ prompt: 'a fox', pass: undefined }));
    expect(zh.status).toBe(403);
    expect(await zh.json()).toEqual({
      code: 403,
      msg: '验证已失效或尚未完成，请完成验证后再绘制（每次验证只能绘制一张）',
      data: null,
      reason: 'captcha',
    });
    const en = await proxy.draw(
      drawRequest({ prompt: 'a fox', pass: '' }, { 'accept-language': 'en-US,en;q=0.9' }),
    );
    expect(await en.json()).toMatchObject({ msg: expect.stringMatching(/^The check has expired/) });
    expect(upstream.calls).toHaveLength(0);
    expect(await refusals('no_pass')).toBe(before + 2);
  });

  it('starts one drawing, once; a forged one none', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const { captcha, solve } = captchaOnClock();
    const proxy = proxyWith(upstream.fetch, { passes: captcha });
    const pass = await solve();
    const before = await refusals('bad_pass');
    expect((await proxy.draw(drawRequest({ prompt: 'a fox', pass }))).status).toBe(200);
    const again = await proxy.draw(drawRequest({ prompt: 'a fox', pass }));
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ reason: 'captcha' });
    const forged = await proxy.draw(drawRequest({ prompt: 'a fox', pass: 'F'.repeat(32) }));
    expect(forged.status).toBe(403);
    expect(upstream.calls).toHaveLength(1);
    expect(await refusals('bad_pass')).toBe(before + 2);
  });

  it('is refused with a 400 when it is not a string', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const response = await proxyWith(upstream.fetch).draw(drawRequest({ prompt: 'x', pass: 7 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: 'pass must be a string', data: null });
  });
});

describe('the visitor’s limit', () => {
  it('counts every address of one IPv6 /64 as one visitor', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const proxy = proxyWith(upstream.fetch, {
      limiter: new MemoryRateLimiter({ limit: 2, windowS: 60 }),
    });
    const from = (address: string) =>
      proxy.draw(drawRequest({ prompt: 'a fox' }, { 'x-real-ip': address })).then((r) => r.status);
    expect(await from('2001:db8:aa:1::1')).toBe(200);
    expect(await from('2001:db8:aa:1:8000::2')).toBe(200);
    expect(await from('2001:db8:aa:1:ffff:ffff:ffff:fffe')).toBe(429);
    // Another /64 of the same carrier, and an IPv4 visitor, are other visitors.
    expect(await from('2001:db8:aa:2::1')).toBe(200);
    expect(await from('198.51.100.20')).toBe(200);
    const refused = await proxy.draw(
      drawRequest({ prompt: 'a fox' }, { 'x-real-ip': '2001:db8:aa:1::3' }),
    );
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({
      msg: '绘制太频繁了，请 60 秒后再试',
      reason: 'visitor-limit',
    });
  });
});

describe('the site’s budget', () => {
  it('answers 429 in the visitor’s language once the hour is spent, by anyone', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 2, 10, 3, 50), toFake: ['Date'] });
    try {
      const upstream = upstreamAnswering(() => Response.json(accepted));
      const spent: string[] = [];
      const proxy = proxyWith(upstream.fetch, {
        budget: new MemoryDrawBudget({ hour: 2, day: 100 }),
        onBudgetSpent: (window) => spent.push(window),
      });
      const from = (address: string, language = 'zh') =>
        proxy.draw(
          drawRequest({ prompt: 'a fox' }, { 'x-real-ip': address, 'accept-language': language }),
        );
      expect((await from('198.51.100.1')).status).toBe(200);
      expect((await from('203.0.113.9')).status).toBe(200);
      const before = await refusals('budget_hour');
      const zh = await from('192.0.2.50');
      expect(zh.status).toBe(429);
      expect(zh.headers.get('retry-after')).toBe('600');
      expect(await zh.json()).toEqual({
        code: 429,
        msg: '本小时全站的绘图次数已用完，请 10 分钟后再试',
        data: null,
        reason: 'budget-hour',
      });
      const en = await from('192.0.2.51', 'en');
      expect(await en.json()).toMatchObject({
        msg: "The site's drawings for this hour are all used up; please try again in 10 min",
      });
      expect(upstream.calls).toHaveLength(2);
      expect(spent).toEqual(['hour', 'hour']);
      expect(await refusals('budget_hour')).toBe(before + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not spent by drawings refused before it: no pass, or the visitor over their limit', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const budget = new MemoryDrawBudget({ hour: 2, day: 2 });
    const proxy = proxyWith(upstream.fetch, {
      budget,
      limiter: new MemoryRateLimiter({ limit: 1, windowS: 60 }),
    });
    await proxy.draw(drawRequest({ prompt: 'a fox', pass: 'F'.repeat(32) }));
    await proxy.draw(drawRequest({ prompt: 'a fox', pass: undefined }));
    expect((await proxy.draw(drawRequest({ prompt: 'one' }))).status).toBe(200);
    expect((await proxy.draw(drawRequest({ prompt: 'two' }))).status).toBe(429);
    // One drawing spent of two.
    expect(await budget.spend()).toEqual({ allowed: true });
    expect(await budget.spend()).toMatchObject({ allowed: false });
  });
});
