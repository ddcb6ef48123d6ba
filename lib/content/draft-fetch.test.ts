// A read while an editor previews asks for drafts with the token and keeps nothing; any other
// read asks for published content and carries no token.
import { describe, expect, it } from 'vitest';
import { exampleOf } from '#tools/testing/contract-examples.ts';
import { createContentClient } from './client.ts';
import { getAnnouncement } from './announcements.ts';

type Sent = { url: URL; headers: Headers; cache: RequestCache | undefined; next: unknown };

function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      url: new URL(request.url),
      headers: new Headers(init?.headers ?? request.headers),
      cache: init?.cache,
      next: (init as { next?: unknown } | undefined)?.next,
    });
    return Response.json(exampleOf('/api/announcement/getAnno', 'en'));
  };
}

const base = 'http://content.test';

describe('reads in preview', () => {
  it('send draft=1 and the token, uncached, and sign the switch with the rest', async () => {
    const sent: Sent[] = [];
    const client = createContentClient({
      baseUrl: base,
      fetch: recordingFetch(sent),
      signSecret: 'sign-secret',
      previewToken: async () => 'preview-token',
    });
    await getAnnouncement({ locale: 'en', id: 31 }, client);
    const [call] = sent;
    expect(call?.url.searchParams.get('draft')).toBe('1');
    expect(call?.url.searchParams.get('sign')).toMatch(/^[0-9a-f]{32}$/);
    expect(call?.headers.get('x-preview-token')).toBe('preview-token');
    expect(call?.cache).toBe('no-store');
    expect(call?.next).toBeUndefined();
  });

  it('outside preview: no switch, no token, and the cache tags as always', async () => {
    const sent: Sent[] = [];
    const client = createContentClient({
      baseUrl: base,
      fetch: recordingFetch(sent),
      previewToken: async () => undefined,
    });
    await getAnnouncement({ locale: 'en', id: 31 }, client);
    const [call] = sent;
    expect(call?.url.searchParams.has('draft')).toBe(false);
    expect(call?.headers.has('x-preview-token')).toBe(false);
    expect(call?.next).toMatchObject({ tags: ['announcement', 'announcement:31'] });
  });
});
