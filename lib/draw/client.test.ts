import { describe, expect, it } from 'vitest';
import { createDrawClient, DrawRequestError, previewSrc } from './client.ts';

function recording(answer: Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return answer;
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('the browser drawing client', () => {
  it('posts the prompt only, to the site’s own proxy', async () => {
    const { calls, fetch } = recording(
      Response.json({ code: 0, msg: 'ok', data: { paintingSign: 't1' } }),
    );
    const answer = await createDrawClient({ fetch }).startDraw('a fox');
    expect(answer.data?.paintingSign).toBe('t1');
    expect(calls[0]?.url).toBe('/aiapi/v1/draw');
    expect(calls[0]?.init?.body).toBe('{"prompt":"a fox"}');
  });

  it('hands a refusal (code ≠ 0) back as an answer to show', async () => {
    const { fetch } = recording(Response.json({ code: 4002, msg: '积分不足', data: null }));
    await expect(createDrawClient({ fetch }).startDraw('x')).resolves.toMatchObject({
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
      .startDraw('x')
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
