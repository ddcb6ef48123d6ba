// The production server checks the slider captcha itself: a drawing needs a pass that the
// server gave for a drag it judged, and each pass starts one drawing. The puzzle the browser
// gets is two pictures; where the hole is stays on the server.
import { expect, test } from 'vitest';
import { findGap, humanTrail, moveToGap, solveCaptcha } from '#tools/testing/captcha-solver.ts';
import en from '#locales/en/draw.json';
import zh from '#locales/zh/draw.json';
import { site, siteUrl } from './site.ts';

const json = { 'content-type': 'application/json', origin: site.origin };

const captcha = (init: { method: 'GET' | 'POST'; body?: string }) =>
  fetch(siteUrl('/aiapi/v1/captcha'), { ...init, headers: json });

const draw = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(siteUrl('/aiapi/v1/draw'), {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });

test('a drawing without a pass is refused with 403 and a message in the page’s language', async () => {
  const zhAnswer = await draw({ prompt: 'a lighthouse' });
  expect(zhAnswer.status).toBe(403);
  expect(await zhAnswer.json()).toEqual({
    code: 403,
    msg: zh.refusals.captcha,
    data: null,
    reason: 'captcha',
  });
  const enAnswer = await draw({ prompt: 'a lighthouse' }, { 'accept-language': 'en' });
  expect(await enAnswer.json()).toMatchObject({ msg: en.refusals.captcha });
});

test('a forged pass is refused', async () => {
  const forged = await draw({ prompt: 'a lighthouse', pass: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' });
  expect(forged.status).toBe(403);
  expect(await forged.json()).toMatchObject({ reason: 'captcha' });
});

test('a solved puzzle’s pass draws once; used again it is refused', async () => {
  const pass = await solveCaptcha(captcha);
  const first = await draw({ prompt: 'a lighthouse', pass });
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ code: 0, data: { paintingSign: expect.any(String) } });
  const again = await draw({ prompt: 'another lighthouse', pass });
  expect(again.status).toBe(403);
  expect(await again.json()).toMatchObject({ reason: 'captcha' });
});

test('the puzzle is two pictures and an id; a solved one cannot be answered again', async () => {
  const issued = await captcha({ method: 'GET' });
  expect(issued.status).toBe(200);
  expect(issued.headers.get('cache-control')).toBe('no-store');
  const { data } = (await issued.json()) as {
    data: { id: string; background: string; piece: string; expiresInS: number };
  };
  expect(Object.keys(data).sort()).toEqual(['background', 'expiresInS', 'id', 'piece']);
  expect(data.background).toMatch(/^data:image\/jpeg;base64,/);
  expect(data.piece).toMatch(/^data:image\/png;base64,/);

  // A guess far from the hole fails; the puzzle keeps its other tries.
  const gap = await findGap(data.background, data.piece);
  const wrong = humanTrail(moveToGap(gap.x > 150 ? gap.x - 60 : gap.x + 60));
  await new Promise((resolve) => setTimeout(resolve, 600));
  const missed = await captcha({
    method: 'POST',
    body: JSON.stringify({ id: data.id, trail: wrong }),
  });
  expect(await missed.json()).toMatchObject({ data: { verdict: 'failed', triesLeft: 2 } });
  const right = JSON.stringify({ id: data.id, trail: humanTrail(moveToGap(gap.x)) });
  const solved = await captcha({ method: 'POST', body: right });
  expect(await solved.json()).toMatchObject({ data: { verdict: 'success' } });
  const replayed = await captcha({ method: 'POST', body: right });
  expect(replayed.status).toBe(410);
  expect(await replayed.json()).toMatchObject({ reason: 'puzzle-gone' });
});

test('a drag the server cannot read is a 400 with a message', async () => {
  const response = await captcha({
    method: 'POST',
    body: JSON.stringify({ id: 'x'.repeat(24), trail: 'right' }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    code: 400,
    msg: 'trail must be a list of moves',
    data: null,
  });
});
