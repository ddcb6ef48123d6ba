// The preview links under query strings built to break them: always an answer with a message,
// never a 5xx; only a correctly signed link opens preview, and every redirect is to a page path.
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectHonestAnswer, hostileText, runs } from '#tools/testing/hostile-input.ts';
import { isPagePath } from '#lib/preview/page-path.ts';
import { previewLink } from '#lib/preview/preview-link.ts';
import { sections } from '#lib/site-config.ts';

const state = vi.hoisted(() => ({ enabled: 0, disabled: 0, cookie: '' }));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    enable: () => {
      state.enabled += 1;
      state.cookie = 'draft-id';
    },
    disable: () => {
      state.disabled += 1;
      state.cookie = '';
    },
  }),
  cookies: async () => ({
    get: () => (state.cookie ? { value: state.cookie } : undefined),
    set: () => undefined,
  }),
}));

const { GET: enter } = await import('./route.ts');
const { GET: exit } = await import('./exit/route.ts');

const secret = 'hostile-input-preview-secret-0123';
beforeAll(() => {
  vi.stubEnv('PREVIEW_SECRET', secret);
  vi.stubEnv('CONTENT_PREVIEW_TOKEN', 'hostile-input-token');
});
afterAll(() => vi.unstubAllEnvs());

const query = fc.dictionary(
  fc.constantFrom('path', 'expires', 'signature', 'x'),
  fc.oneof(hostileText, fc.constantFrom('/', '/en', '//evil', '/announcement/41', '9999999999')),
);

function at(route: string, params: Record<string, string>) {
  return new NextRequest(`http://site.test${route}?${new URLSearchParams(params)}`);
}

describe('preview links under hostile input', () => {
  it('answer honestly, and never open preview or redirect without a valid signature', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const before = state.enabled;
        const response = await enter(at('/api/preview', params));
        expect([400, 401]).toContain(response.status);
        await expectHonestAnswer(response, JSON.stringify(params));
        expect(state.enabled).toBe(before);
      }),
      runs,
    );
  });

  it('open only page paths, for any path a valid link may carry', async () => {
    // Paths shaped like the site's, with any text in their segments, and anything at all.
    const pageLike = fc
      .tuple(
        fc.constantFrom('', '/en'),
        fc.constantFrom(...sections),
        fc.array(fc.oneof(fc.nat().map(String), fc.string({ unit: 'grapheme', maxLength: 12 })), {
          maxLength: 5,
        }),
      )
      .map(([prefix, section, parts]) => [prefix, section, ...parts].join('/'));
    let opened = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(pageLike, hostileText), async (path) => {
        let link: URL;
        try {
          link = previewLink('http://site.test', secret, path);
        } catch {
          return; // not a page: the link cannot even be made
        }
        const response = await enter(new NextRequest(link));
        expect(response.status).toBe(303);
        expect(isPagePath(response.headers.get('location') ?? '')).toBe(true);
        opened += 1;
      }),
      runs,
    );
    expect(opened).toBeGreaterThan(10);
  });

  it('leave preview only for a page path, with a message otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const response = await exit(at('/api/preview/exit', params));
        await expectHonestAnswer(response, JSON.stringify(params));
        if (response.status === 303) {
          expect(isPagePath(response.headers.get('location') ?? '')).toBe(true);
        } else {
          expect(response.status).toBe(400);
        }
      }),
      runs,
    );
  });
});
