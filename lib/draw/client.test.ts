import { describe, expect, it } from 'vitest';
import { createDrawClient, DrawRequestError, previewSrc } from './client.ts';

function recording(answer: Response | (() => Response)) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return typeof answer === 'function' ? answer() : answer;
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('the browser drawing client', () => {
  it('posts the prompt and the captcha’s pass only, to the site’s own proxy', async () => {
    const { calls, fetch } = recording(
      Response.json({ code: 0, msg: 'ok', data: { paintingSign: 't1' } }),
    );
    const answer = await createDrawClient({ fetch }).startDraw('a fox', 'pass-1');
    expect(answer.data?.paintingSign).toBe('t1');
    expect(calls[0]?.url).toBe('/aiapi/v1/draw');
    expect(calls[0]?.init?.body).toBe('{"prompt":"a fox","pass":"pass-1"}');
  });

  it('asks for the page’s language, and hands back a refusal’s reason', async () => {
    const { calls, fetch } = recording(
      Response.json(
        { code: 429, msg: '绘制太频繁了，请 600 秒后再试', data: null, reason: 'visitor-limit' },
        { status: 429, headers: { 'retry-after': '600' } },
      ),
    );
    const error = await createDrawClient({ fetch, locale: 'zh' })
      .startDraw('x', 'pass-1')
      .catch((e: unknown) => e);
    expect(new Headers(calls[0]?.init?.headers).get('accept-language')).toBe('zh');
    expect(error).toMatchObject({ status: 429, retryAfterS: 600, reason: 'visitor-limit' });
  });

  it('asks for a puzzle and posts a drag to the captcha', async () => {
    const { calls, fetch } = recording(() => Response.json({ code: 0, msg: 'ok', data: null }));
    const client = createDrawClient({ fetch });
    await client.getPuzzle();
    await client.answerPuzzle({ id: 'p1', trail: [[10, 1, 300]], keyboard: false });
    expect(calls.map((call) => [call.url, call.init?.method ?? 'GET'])).toEqual([
      ['/aiapi/v1/captcha', 'GET'],
      ['/aiapi/v1/captcha', 'POST'],
    ]);
    expect(calls[1]?.init?.body).toBe('{"id":"p1","trail":[[10,1,300]],"keyboard":false}');
  });

  it('hands a refusal (code ≠ 0) back as an answer to show', async () => {
    const { fetch } = recording(Response.json({ code: 4002, msg: '积分不足', data: null }));
    await expect(createDrawClient({ fetch }).startDraw('x', 'pass-1')).resolves.toMatchObject({
      code: 4002,
      msg: '积分不足',
    });
  });

  it('throws the proxy’s message and the wait on a 429', async () => {
    const { fetch } = recording(
      Response.json(
        { code: 429, msg: 'too many drawings; try again in 30 s', data: null },
        { status: 429, headers: { 'retry-after': '30' } },
      ),
    );
    const error = await createDrawClient({ fetch })
      .startDraw('x', 'pass-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrawRequestError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterS: 30,
      message: 'too many drawings; try again in 30 s',
    });
  });

  it('turns previews into image addresses of the right type', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(previewSrc(svg)).toBe(`data:image/svg+xml;base64,${svg}`);
    expect(previewSrc('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(previewSrc(null)).toBeNull();
  });
});
