// The drawing limits of the production server on a private Redis, behind an edge it trusts (the
// tests, from 127.0.0.1, name each visitor in X-Real-IP): the addresses of one IPv6 /64 are one
// visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnPath } from '#lib/find-on-path.ts';
import { solveCaptcha } from '#tools/testing/captcha-solver.ts';
import { missingRedisMessage, startPrivateRedis } from '#tools/testing/redis-global-setup.ts';
import { keepReport } from './failure-report.ts';
import { type LaunchedSite, launchSite } from './launched-site.ts';

let started: LaunchedSite | undefined;
let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;

function site(): LaunchedSite {
  if (!started) throw new Error('the site did not start');
  return started;
}

beforeAll(async () => {
  const binary = findOnPath('redis-server');
  if (!binary) throw new Error(missingRedisMessage);
  redis = await startPrivateRedis(binary);
  started = await launchSite({
    folder: '.next-e2e-draw-limits',
    drawToken: 'draw-limits-test-token-8d2f',
    env: {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'limits',
      TRUSTED_PROXIES: '127.0.0.1',
      AI_DRAW_RATE_LIMIT: '2',
    },
  });
}, 120_000);

afterAll(async ({}, suite) => {
  try {
    if (started)
      await keepReport(suite, 'draw-limits', [{ part: 'server', lines: started.lines() }]);
  } finally {
    await started?.stop();
    await redis?.stop();
  }
});

let solvers = 0;

/** Passes of the site's captcha, solved from its pictures (each by a visitor of its own). */
function passes(count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, () => {
      solvers += 1;
      const headers = { 'content-type': 'application/json', 'x-real-ip': `192.0.2.${solvers}` };
      return solveCaptcha(({ method, body }) =>
        fetch(`${site().origin}/aiapi/v1/captcha`, { method, headers, body }),
      );
    }),
  );
}

/** A drawing by the visitor `address`, with `pass`. */
async function draw(address: string, pass: string, language = 'zh-CN') {
  const response = await fetch(`${site().origin}/aiapi/v1/draw`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-real-ip': address,
      'accept-language': language,
    },
    body: JSON.stringify({ prompt: 'a lighthouse', pass }),
  });
  const body = (await response.json()) as { msg: string; reason?: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body };
}

describe('the per-visitor limit', () => {
  it('counts the addresses of one IPv6 /64 as one visitor', async () => {
    const [a, b, c, d] = await passes(4);
    expect((await draw('2001:db8:77:1::a', a ?? '')).status).toBe(200);
    expect((await draw('2001:db8:77:1:8000::b', b ?? '')).status).toBe(200);
    const third = await draw('2001:db8:77:1:ffff:ffff:ffff:1', c ?? '');
    expect(third).toMatchObject({ status: 429, reason: 'visitor-limit' });
    // The next /64 of the same carrier is another visitor.
    expect((await draw('2001:db8:77:2::a', d ?? '')).status).toBe(200);
  });
});
