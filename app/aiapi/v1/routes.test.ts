// The route handlers of app/aiapi/v1 (imported once the environment is set: the proxy reads it
// on first use) against the embedded service's drawing demo, over HTTP:
// the same code path as in production, with the token set on the server only. Each drawing
// carries a pass of the site's own captcha, solved from its pictures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as CaptchaRoute from '#app/aiapi/v1/captcha/route.ts';
import type * as ClientDetailRoute from '#app/aiapi/v1/client/detail/route.ts';
import type * as DrawRoute from '#app/aiapi/v1/draw/route.ts';
import type * as TaskDetailRoute from '#app/aiapi/v1/task/detail/route.ts';
import { DrawDemo } from '#content-service/draw.ts';
import { peerAddressHeader, stampPeerAddresses } from '#lib/draw/peer-address.ts';
import { proxyTrust } from '#lib/server/proxy-trust.ts';
import { solveCaptcha } from '#tools/testing/captcha-solver.ts';
import { type Running, startService } from '#tools/testing/content-service.ts';

const token = 'route-test-token-9f2';
let service: Running;
let routes: {
  captcha: typeof CaptchaRoute;
  clientDetail: typeof ClientDetailRoute;
  draw: typeof DrawRoute;
  taskDetail: typeof TaskDetailRoute;
};

beforeAll(async () => {
  const demo = new DrawDemo({
    taskMs: 200,
    balance: 6,
    failWords: ['fail'],
    refuseWords: ['refuse'],
  });
  service = await startService({ draw: { demo, token } });
  process.env.AI_API_BASE = service.origin;
  process.env.AI_API_TOKEN = token;
  process.env.AI_DRAW_RATE_LIMIT = '2';
  // The requests below carry the visitor's address as the server stamps it.
  stampPeerAddresses(proxyTrust([]));
  routes = {
    captcha: await import('#app/aiapi/v1/captcha/route.ts'),
    clientDetail: await import('#app/aiapi/v1/client/detail/route.ts'),
    draw: await import('#app/aiapi/v1/draw/route.ts'),
    taskDetail: await import('#app/aiapi/v1/task/detail/route.ts'),
  };
});

const names = ['AI_API_BASE', 'AI_API_TOKEN', 'AI_DRAW_RATE_LIMIT'] as const;
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));

afterAll(async () => {
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await service.stop();
});

const post = (path: string, body: unknown, address = '203.0.113.9') =>
  new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [peerAddressHeader]: address },
    body: JSON.stringify(body),
  });

/** A pass of the site's captcha, solved through its route. */
const pass = () =>
  solveCaptcha(({ method, body }) => {
    const request = new Request('http://site.test/aiapi/v1/captcha', {
      method,
      headers: { 'content-type': 'application/json', [peerAddressHeader]: '203.0.113.9' },
      body,
    });
    return method === 'GET' ? routes.captcha.GET(request) : routes.captcha.POST(request);
  });

/** A drawing of `prompt` with a fresh pass. */
const draw = async (prompt: string, address?: string) =>
  routes.draw.POST(post('/aiapi/v1/draw', { prompt, pass: await pass() }, address));

async function text(response: Response) {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${headers}\n${await response.text()}`;
}

describe('the /aiapi/v1 routes with the demo behind them', () => {
  it('draws a picture from start to finish and charges the account', async () => {
    const started = await draw('a lighthouse');
    const { data } = (await started.clone().json()) as { data: { paintingSign: string } };
    expect(await text(started)).not.toContain(token);

    await new Promise((resolve) => setTimeout(resolve, 250));
    const task = await routes.taskDetail.POST(
      post('/aiapi/v1/task/detail', { taskId: data.paintingSign }),
    );
    const detail = (await task.json()) as { data: { state: string; imgUrl: string } };
    expect(detail.data.state).toBe('success');
    const picture = await fetch(detail.data.imgUrl);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');

    const account = await routes.clientDetail.GET(
      new Request('http://site.test/aiapi/v1/client/detail'),
    );
    expect(account.headers.get('cache-control')).toBe('no-store');
    expect(await account.json()).toEqual({ code: 0, msg: 'ok', data: { balance: 4, used: 2 } });
  });

  it('shows a refusal of the demo as code ≠ 0 with its message', async () => {
    const response = await draw('please refuse', '198.51.100.2');
    const body = (await response.json()) as { code: number; msg: string };
    expect(body.code).toBe(4003);
    expect(body.msg).toContain('refused');
  });

  it('limits each visitor by the address the server stamped', async () => {
    const address = '198.51.100.77';
    const statuses = [];
    for (let hit = 0; hit < 3; hit += 1) statuses.push((await draw(`p${hit}`, address)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('refuses a drawing without a pass, and a pass used twice', async () => {
    const without = await routes.draw.POST(post('/aiapi/v1/draw', { prompt: 'a fox' }));
    expect(without.status).toBe(403);
    const once = await pass();
    const first = await routes.draw.POST(post('/aiapi/v1/draw', { prompt: 'a', pass: once }));
    expect(first.status).toBe(200);
    const second = await routes.draw.POST(post('/aiapi/v1/draw', { prompt: 'b', pass: once }));
    expect(second.status).toBe(403);
  });

  it('answers 405 to the wrong method', async () => {
    const response = routes.draw.GET();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(routes.clientDetail.POST().status).toBe(405);
    expect(routes.captcha.PUT().headers.get('allow')).toBe('GET, POST');
  });

  it('the demo itself refuses a call without the token, as the real service does', async () => {
    const response = await fetch(`${service.origin}/aiapi/v1/client/detail`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, msg: 'invalid auth-token', data: null });
  });
});
