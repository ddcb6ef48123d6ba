// The fault front of the browser tests, in front of the reference service: each fault as the
// site's own client meets it, and a healed front passes everything through again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '#lib/content/client.ts';
import {
  ContentServiceError,
  ContentTimeoutError,
  ContentTooLargeError,
  ContentUnreachableError,
  ContentValidationError,
  getAnnouncement,
  isNotFound,
} from '#lib/content/index.ts';
import { type FaultFront, type FaultKind, startFaultFront } from './fault-front.ts';
import { type Running, startService } from './content-service.ts';

let service: Running;
let front: FaultFront;

beforeAll(async () => {
  service = await startService();
  vi.stubEnv('CONTENT_PUBLIC_ORIGIN', service.origin);
  front = await startFaultFront({ upstream: service.origin, slowMs: 300 });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await front.stop();
  await service.stop();
});

const path = '/api/announcement/getAnno';
const read = (id = 29, timeoutMs = 5000) =>
  getAnnouncement(
    { locale: 'en', id },
    createContentClient({ baseUrl: front.origin, timeoutMs }),
  ).catch((error: unknown) => error);

describe('the fault front', () => {
  it('passes every request through while no fault is set', async () => {
    expect(await read()).toMatchObject({ id: 29 });
    const direct = await fetch(`${service.origin}${path}?lang=1&id=29`);
    const through = await fetch(`${front.origin}${path}?lang=1&id=29`);
    expect(through.status).toBe(200);
    expect(await through.json()).toEqual(await direct.json());
    expect(front.failed(path)).toBe(0);
  });

  const expected: [FaultKind, (error: unknown) => void][] = [
    ['server-error', (error) => expect(error).toMatchObject({ status: 500 })],
    [
      'html-404',
      (error) => {
        expect(error).toBeInstanceOf(ContentServiceError);
        expect(error).toMatchObject({ status: 404, body: expect.stringContaining('nginx') });
        expect(isNotFound(error)).toBe(false);
      },
    ],
    ['not-found', (error) => expect(isNotFound(error)).toBe(true)],
    ['hang', (error) => expect(error).toBeInstanceOf(ContentTimeoutError)],
    ['drop', (error) => expect(error).toBeInstanceOf(ContentUnreachableError)],
    ['malformed-json', (error) => expect(error).toBeInstanceOf(ContentUnreachableError)],
    ['wrong-shape', (error) => expect(error).toBeInstanceOf(ContentValidationError)],
    ['redirect', (error) => expect(error).toMatchObject({ status: 302 })],
    ['oversized', (error) => expect(error).toBeInstanceOf(ContentTooLargeError)],
  ];

  it.each(expected)('%s: the site’s read fails the way it should', async (kind, check) => {
    front.fail(path, kind);
    try {
      const before = front.failed(path);
      const error = await read(29, kind === 'hang' ? 200 : 5000);
      check(error);
      expect(error).toMatchObject({ path, tags: ['announcement', 'announcement:29'] });
      expect(front.failed(path)).toBe(before + 1);
      // Other paths pass through.
      expect((await fetch(`${front.origin}/api/show/get?lang=0`)).status).toBe(200);
    } finally {
      front.heal();
    }
    expect(await read()).toMatchObject({ id: 29 });
  });

  it('slow: the service’s own answer, late', async () => {
    front.fail(path, 'slow');
    try {
      expect(await read()).toMatchObject({ id: 29 });
      expect(await read(29, 50)).toBeInstanceOf(ContentTimeoutError);
    } finally {
      front.heal();
    }
  });

  it('fails every path under a prefix', async () => {
    front.fail('/api/*', 'server-error');
    try {
      expect((await fetch(`${front.origin}/api/show/get?lang=0`)).status).toBe(500);
      expect(await read()).toMatchObject({ status: 500 });
      expect((await fetch(`${front.origin}/health`)).status).toBe(200);
    } finally {
      front.heal();
    }
  });

  it('fails only the requests whose query matches, the latest rule first', async () => {
    front.fail({ path, query: { id: '28' } }, 'not-found');
    front.fail({ path, query: { id: '28', lang: '1' } }, 'server-error');
    try {
      expect(await read(29)).toMatchObject({ id: 29 });
      expect(await read(28)).toMatchObject({ status: 500 });
      const zh = await fetch(`${front.origin}${path}?lang=0&id=28`);
      expect(zh.status).toBe(404);
      expect(await zh.json()).toMatchObject({ error: 'not_found' });
    } finally {
      front.heal();
    }
  });
});
