import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordContentCall } from '#lib/content/health.ts';
import { GET, POST } from './route.ts';

afterEach(() => vi.unstubAllGlobals());

describe('GET /api/health', () => {
  it('says the build and what the content service did last, without calling it', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no call expected')));
    vi.stubGlobal('fetch', fetch);
    recordContentCall(false, new Date('2026-03-04T05:06:07Z'));
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'ok',
      content: { answered: false, at: '2026-03-04T05:06:07.000Z' },
    });
    expect(typeof body.buildId).toBe('string');
    recordContentCall(true);
    expect(((await GET().json()) as { content: { answered: boolean } }).content.answered).toBe(
      true,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses other methods with 405', async () => {
    const response = POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
