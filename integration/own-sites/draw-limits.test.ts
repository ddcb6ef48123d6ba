// The drawing limits of the production server on a private Redis, behind an edge it trusts (the
// tests, from 127.0.0.1, name each visitor in X-Real-IP): the addresses of one IPv6 /64 are one
// visitor, and once the site's hourly budget is spent every drawing is refused with a 429 in the
// visitor's language, which the operator sees in the metrics and the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnPath } from '#lib/find-on-path.ts';
import { budgetWindows } from '#lib/draw/budget.ts';
import { solveCaptcha } from '#tools/testing/captcha-solver.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { missingRedisMessage, startPrivateRedis } from '#tools/testing/redis-global-setup.ts';
import { createClient } from 'redis';
import { keepReport } from './failure-report.ts';
import { type LaunchedSite, launchSite } from './launched-site.ts';

const budgetHour = 5;
let started: LaunchedSite | undefined;
let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
let metricsOrigin = '';

function site(): LaunchedSite {
  if (!started) throw new Error('the site did not start');
  return started;
}

beforeAll(async () => {
  const binary = findOnPath('redis-server');
  if (!binary) throw new Error(missingRedisMessage);
  redis = await startPrivateRedis(binary);
  const [metricsPort = 0] = await freePorts(1);
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  started = await launchSite({
    folder: '.next-e2e-draw-limits',
    drawToken: 'draw-limits-test-token-8d2f',
    env: {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'limits',
      METRICS_PORT: String(metricsPort),
      TRUSTED_PROXIES: '127.0.0.1',
      AI_DRAW_RATE_LIMIT: '2',
      AI_DRAW_BUDGET_HOUR: String(budgetHour),
      AI_DRAW_BUDGET_DAY: '1000',
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

describe('the site’s budget', () => {
  /**
   * Draws as ever new visitors until the budget refuses, and answers that refusal and the hour
   * it came in. An hour that ends meanwhile only opens a fresh budget, which is spent in turn.
   */
  async function spendUntilRefused() {
    for (let visitor = 1; visitor <= 2 * budgetHour + 2; visitor += 1) {
      const [pass = ''] = await passes(1);
      const answer = await draw(`198.51.100.${visitor}`, pass);
      if (answer.status !== 200) return { answer, hour: budgetWindows(Date.now()).hour.index };
    }
    throw new Error('the budget never refused a drawing');
  }

  it('answers 429 in the visitor’s language once the hour’s drawings are spent', async () => {
    const { answer, hour } = await spendUntilRefused();
    expect(answer).toMatchObject({ status: 429, reason: 'budget-hour' });
    expect(answer.msg).toMatch(/^本小时全站的绘图次数已用完，请 \d+ 分钟后再试$/);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    const [pass = ''] = await passes(1);
    const english = await draw('203.0.113.50', pass, 'en-US,en;q=0.9');
    if (budgetWindows(Date.now()).hour.index === hour) {
      expect(english.status).toBe(429);
      expect(english.msg).toMatch(
        /^The site's drawings for this hour are all used up; please try again in \d+ min$/,
      );
    }
    // Kept in Redis, for every instance.
    const admin = createClient({ url: redis?.url });
    await admin.connect();
    expect(await admin.get(`limits:draw-budget:hour:${hour}`)).toBe(String(budgetHour));
    admin.destroy();
  });

  it('shows the operator the refusals by reason and one line per spent hour', async () => {
    const metrics = await (await fetch(`${metricsOrigin}/metrics`)).text();
    expect(metrics).toMatch(/^mantisoft_draw_refusals_total\{reason="budget_hour"\} [1-9]/m);
    expect(metrics).toMatch(/^mantisoft_draw_refusals_total\{reason="visitor_limit"\} 1$/m);
    const spent = site()
      .entries()
      .filter((entry) => entry.msg === 'draw proxy: the site’s drawing budget is spent');
    expect(spent.length).toBeGreaterThanOrEqual(1);
    expect(spent[0]).toMatchObject({ level: 'warn', window: 'hour' });
  });
});
