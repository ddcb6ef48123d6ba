// The drawing proxy's routes and the captcha under bodies and headers built to break them, against
// the embedded demo of the drawing service: always an answer with a message, never a 5xx, and the
// proxy still draws for a normal request (with a solved captcha) afterwards.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import type * as CaptchaRoute from '#app/aiapi/v1/captcha/route.ts';
import type * as DrawRoute from '#app/aiapi/v1/draw/route.ts';
import type * as TaskDetailRoute from '#app/aiapi/v1/task/detail/route.ts';
import { DrawDemo } from '#content-service/draw.ts';
import { solveCaptcha } from '#tools/testing/captcha-solver.ts';
import { type Running, startService } from '#tools/testing/content-service.ts';
import { expectHonestAnswer, headerText, hostileBody, runs } from '#tools/testing/hostile-input.ts';

const token = 'hostile-input-draw-token';
let service: Running;
let captcha: typeof CaptchaRoute;
let draw: typeof DrawRoute;
let taskDetail: typeof TaskDetailRoute;

beforeAll(async () => {
  const demo = new DrawDemo({ taskMs: 50, balance: 1_000_000, failWords: [], refuseWords: [] });
  service = await startService({ draw: { demo, token } });
  vi.stubEnv('AI_API_BASE', service.origin);
  vi.stubEnv('AI_API_TOKEN', token);
  // Far above what the runs send: the limiter's 429 is a fine answer, but the property is about
  // what reaches the handlers.
  vi.stubEnv('AI_DRAW_RATE_LIMIT', '100000');
  // The proxy logs a refused upstream answer for the operator; the test reads the answers.
  captureLog();
  captcha = await import('#app/aiapi/v1/captcha/route.ts');
  draw = await import('#app/aiapi/v1/draw/route.ts');
  taskDetail = await import('#app/aiapi/v1/task/detail/route.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await service.stop();
});

const headers = fc.dictionary(
  fc.constantFrom(
    'content-type',
    'x-real-ip',
    'x-forwarded-for',
    'origin',
    'sec-fetch-site',
    'referer',
    'accept',
  ),
  fc.oneof(fc.constantFrom('application/json', 'text/plain', 'same-origin'), headerText),
);

const post = (path: string, body: string, given: Record<string, string>) =>
  new Request(`http://site.test${path}`, { method: 'POST', headers: given, body });

describe('the drawing proxy with hostile input', () => {
  it.each([
    ['/aiapi/v1/captcha', () => captcha.POST],
    ['/aiapi/v1/draw', () => draw.POST],
    ['/aiapi/v1/task/detail', () => taskDetail.POST],
  ] as const)('%s answers any body and headers without a server error', async (path, handler) => {
    await fc.assert(
      fc.asyncProperty(hostileBody, headers, async (body, given) => {
        const answer = await handler()(post(path, body, given));
        await expectHonestAnswer(answer, `${path} ${JSON.stringify(given)} ${body.slice(0, 120)}`);
      }),
      runs,
    );
  });

  it('still draws for a normal request afterwards', async () => {
    const json = { 'content-type': 'application/json' };
    const pass = await solveCaptcha(({ method, body }) =>
      method === 'GET'
        ? captcha.GET(new Request('http://site.test/aiapi/v1/captcha'))
        : captcha.POST(post('/aiapi/v1/captcha', body ?? '', json)),
    );
    const started = await draw.POST(
      post('/aiapi/v1/draw', JSON.stringify({ prompt: 'a lighthouse', pass }), json),
    );
    expect(started.status).toBe(200);
    const { data } = (await started.json()) as { data: { paintingSign: string } };
    const task = await taskDetail.POST(
      post('/aiapi/v1/task/detail', JSON.stringify({ taskId: data.paintingSign }), json),
    );
    expect(task.status).toBe(200);
  });
});
