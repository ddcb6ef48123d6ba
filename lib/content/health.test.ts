import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContentClient, read } from './client.ts';
import { contentHealth, recordContentCall } from './health.ts';

const schema = z.object({ ok: z.boolean() });

function clientAnswering(answer: () => Promise<Response>) {
  return createContentClient({
    baseUrl: 'http://content.test',
    timeoutMs: 1000,
    fetch: () => answer(),
  });
}

function readOnce(answer: () => Promise<Response>) {
  return read(
    clientAnswering(answer),
    { path: '/api/show/get', tags: [], schema },
    { params: { query: { lang: 0 } } },
  ).catch(() => undefined);
}

afterEach(() => recordContentCall(true));

describe('the content service’s health, as the site last saw it', () => {
  it('says the service answered after a good read, and not after a failed one', async () => {
    await readOnce(async () => Response.json({ ok: true }));
    expect(contentHealth().answered).toBe(true);
    await readOnce(async () => new Response('bad gateway', { status: 502 }));
    expect(contentHealth().answered).toBe(false);
    await readOnce(async () => {
      throw new TypeError('fetch failed');
    });
    expect(contentHealth().answered).toBe(false);
    await readOnce(async () => Response.json({ ok: 'not a boolean' }));
    expect(contentHealth().answered).toBe(false);
  });

  it('counts the service’s own 4xx as an answer, not a gateway’s', async () => {
    const notFound = { status: 404, error: 'not_found', message: 'no such announcement' };
    await readOnce(async () => Response.json(notFound, { status: 404 }));
    expect(contentHealth().answered).toBe(true);
    await readOnce(async () => new Response('<h1>Not Found</h1>', { status: 404 }));
    expect(contentHealth().answered).toBe(false);
  });

  it('says when the last call ended', () => {
    recordContentCall(false, new Date('2026-01-02T03:04:05Z'));
    expect(contentHealth()).toEqual({ answered: false, at: '2026-01-02T03:04:05.000Z' });
  });
});
