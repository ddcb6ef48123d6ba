import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { forgetConfig } from '#lib/config/index.ts';
import { recordContentCall } from '#lib/content/health.ts';
import { closeSharedRedis, sharedRedis } from '#lib/redis/index.ts';
import { GET, POST } from './route.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await closeSharedRedis();
  forgetConfig();
});

/** The process's Redis as REDIS_URL names it from now on. */
async function useRedis(url: string) {
  await closeSharedRedis();
  vi.stubEnv('REDIS_URL', url);
  forgetConfig();
}

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

  it('says whether Redis is shared, from what the process already knows', async () => {
    await useRedis('');
    expect(((await GET().json()) as { redis: string }).redis).toBe('off');

    await useRedis('redis://127.0.0.1:1'); // nothing listens on port 1
    captureLog();
    expect(((await GET().json()) as { redis: string }).redis).toBe('shared');
    // A part's command fails: the process's one guard knows, and health says so.
    expect(await sharedRedis()?.run((client) => client.ping())).toBeUndefined();
    expect(((await GET().json()) as { redis: string }).redis).toBe('down');
  });

  it('refuses other methods with 405', async () => {
    const response = POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
