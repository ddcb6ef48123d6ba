// Which renders read drafts: only those in Next's draft mode with a valid draft session. Next's
// cookie alone (one value per build) grants nothing; an expired or revoked session shows the
// published content, and the content service is asked for drafts only with a valid one.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleOf } from '#tools/testing/contract-examples.ts';
import { type LocalServer, startLocalServer } from '#tools/testing/local-server.ts';
import { forgetConfig } from '../config/index.ts';
import { draftSessionCookie, linkId, sessionToken } from './draft-session.ts';

const request = vi.hoisted(() => ({
  draftMode: false,
  cookies: new Map<string, string>(),
  cookieReads: 0,
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draftMode }),
  cookies: async () => {
    request.cookieReads += 1;
    return {
      get: (name: string) => {
        const value = request.cookies.get(name);
        return value === undefined ? undefined : { name, value };
      },
    };
  },
}));

const { draftState } = await import('./draft-state.ts');
const { contentClient } = await import('../content/server-client.ts');
const { getAnnouncement } = await import('../content/announcements.ts');

const secret = 'draft-state-preview-secret-0123';
const previewToken = 'draft-state-preview-token';
let service: LocalServer | undefined;

beforeAll(async () => {
  service = await startLocalServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(exampleOf('/api/announcement/getAnno', 'en')));
  });
  vi.stubEnv('PREVIEW_SECRET', secret);
  vi.stubEnv('CONTENT_PREVIEW_TOKEN', previewToken);
  vi.stubEnv('CONTENT_API_BASE', service.origin);
  forgetConfig();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  forgetConfig();
  await service?.stop();
});
afterEach(() => {
  request.draftMode = false;
  request.cookies.clear();
  request.cookieReads = 0;
});

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const session = (expires: number, key = secret) =>
  sessionToken(key, { link: linkId('v1,link-signature'), expires });

/** What the content service was asked by one read of the pages' client. */
async function askedFor(): Promise<{ draft: boolean; token: unknown }> {
  const before = service?.received.length ?? 0;
  await getAnnouncement({ locale: 'en', id: 31 }, contentClient());
  const [asked] = service?.received.slice(before) ?? [];
  return {
    draft: new URL(asked?.url ?? '/', 'http://x').searchParams.get('draft') === '1',
    token: asked?.headers['x-preview-token'],
  };
}

describe('a render’s draft state', () => {
  it('is off outside draft mode, without reading a cookie (a static page stays static)', async () => {
    request.cookies.set(draftSessionCookie, session(inSeconds(600)));
    expect(await draftState()).toBe('off');
    expect(request.cookieReads).toBe(0);
    expect(await askedFor()).toEqual({ draft: false, token: undefined });
  });

  it('is on in draft mode with a valid session: drafts, with the token', async () => {
    request.draftMode = true;
    request.cookies.set(draftSessionCookie, session(inSeconds(600)));
    expect(await draftState()).toBe('on');
    expect(await askedFor()).toEqual({ draft: true, token: previewToken });
  });

  it('has ended with Next’s cookie alone, or an expired or revoked session: published', async () => {
    request.draftMode = true;
    const ended = [
      undefined,
      session(inSeconds(-1)),
      session(inSeconds(600), 'the-rotated-preview-secret-4567'),
      'made-up',
    ];
    for (const token of ended) {
      request.cookies.clear();
      if (token !== undefined) request.cookies.set(draftSessionCookie, token);
      expect(await draftState(), String(token)).toBe('ended');
      expect(await askedFor(), String(token)).toEqual({ draft: false, token: undefined });
    }
  });
});
