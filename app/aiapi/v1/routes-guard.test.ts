// The route handlers of app/aiapi/v1 in a process whose server stamped no visitor address (a site
// started without the stamp: lib/draw/peer-address.ts), against the embedded drawing demo: forged
// addresses, other sites and bodies that are not JSON spend nothing of the shared balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as CaptchaRoute from '#app/aiapi/v1/captcha/route.ts';
import type * as ClientDetailRoute from '#app/aiapi/v1/client/detail/route.ts';
import type * as DrawRoute from '#app/aiapi/v1/draw/route.ts';
import type * as TaskDetailRoute from '#app/aiapi/v1/task/detail/route.ts';
import { DrawDemo } from '#content-service/draw.ts';
import { solveCaptcha } from '#tools/testing/captcha-solver.ts';
import { type Running, startService } from '#tools/testing/content-service.ts';

const token = 'route-guard-token-3c1';
const siteUrl = 'https://www.site.test';
const demo = new DrawDemo({ taskMs: 60_000, balance: 1000, failWords: [], refuseWords: [] });
let service: Running;
let routes: {
  captcha: typeof CaptchaRoute;
  clientDetail: typeof ClientDetailRoute;
  draw: typeof DrawRoute;
  taskDetail: typeof TaskDetailRoute;
};

const settings = {
  AI_API_BASE: undefined as string | undefined,
  AI_API_TOKEN: token,
  AI_DRAW_RATE_LIMIT: '5',
  AI_DETAIL_RATE_LIMIT: '4',
  SITE_URL: siteUrl,
};
const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));

function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

beforeAll(async () => {
  service = await startService({ draw: { demo, token } });
  setEnv({ ...settings, AI_API_BASE: service.origin });
  routes = {
    captcha: await import('#app/aiapi/v1/captcha/route.ts'),
    clientDetail: await import('#app/aiapi/v1/client/detail/route.ts'),
    draw: await import('#app/aiapi/v1/draw/route.ts'),
    taskDetail: await import('#app/aiapi/v1/task/detail/route.ts'),
  };
});

afterAll(async () => {
  setEnv(saved);
  await service.stop();
});

const drawingsMade = () => (demo.clientDetail().data?.used ?? Number.NaN) / 2;

function post(path: string, body: string, headers: Record<string, string>) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** A pass of the site's captcha, solved through its route. */
const pass = () =>
  solveCaptcha(({ method, body }) =>
    method === 'GET'
      ? routes.captcha.GET(new Request('http://127.0.0.1:3000/aiapi/v1/captcha'))
      : routes.captcha.POST(post('/aiapi/v1/captcha', body ?? '', { origin: siteUrl })),
  );

describe('the /aiapi/v1 routes of a site that reads no address', () => {
  it('refuses a cross-site text/plain drawing with 403, and draws nothing', async () => {
    const response = await routes.draw.POST(
      post('/aiapi/v1/draw', '{"prompt":"a fox"}', {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      msg: 'requests from other sites are not accepted',
    });
    expect(drawingsMade()).toBe(0);
  });

  it('refuses a text/plain body from the site itself with 415', async () => {
    const response = await routes.draw.POST(
      post('/aiapi/v1/draw', '{"prompt":"a fox"}', {
        'content-type': 'text/plain;charset=UTF-8',
        origin: siteUrl,
      }),
    );
    expect(response.status).toBe(415);
    expect(drawingsMade()).toBe(0);
  });

  it('counts eight draws with eight forged X-Real-IP as one visitor: the 6th is 429', async () => {
    const passes = await Promise.all(Array.from({ length: 8 }, pass));
    const statuses = [];
    for (let hit = 1; hit <= 8; hit += 1) {
      const response = await routes.draw.POST(
        post('/aiapi/v1/draw', JSON.stringify({ prompt: `p${hit}`, pass: passes[hit - 1] }), {
          origin: siteUrl,
          'x-real-ip': `198.51.100.${hit}`,
          'x-forwarded-for': `192.0.2.${hit}`,
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(drawingsMade()).toBe(5);
  });

  it('limits the account and task queries too', async () => {
    const statuses = [];
    for (let hit = 1; hit <= 3; hit += 1) {
      const request = new Request(`http://127.0.0.1:3000/aiapi/v1/client/detail`, {
        headers: { 'x-real-ip': `198.51.100.${hit}` },
      });
      statuses.push((await routes.clientDetail.GET(request)).status);
    }
    const task = (taskId: string) =>
      routes.taskDetail.POST(post('/aiapi/v1/task/detail', JSON.stringify({ taskId }), {}));
    statuses.push((await task('unknown-task')).status, (await task('unknown-task')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
