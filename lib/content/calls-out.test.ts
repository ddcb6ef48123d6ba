// What a content read sends over the network and how much it reads, against real HTTP servers on
// this machine: a redirect is a failure and is never followed, so the preview token and the
// request signature never reach another address; an answer past the bound is a failure, whether
// it announces its length or streams without one, and is not read to its end.
import { afterEach, describe, expect, it } from 'vitest';
import { exampleOf } from '#tools/testing/contract-examples.ts';
import {
  type LocalServer,
  paddedJson,
  redirectingTo,
  startLocalServer,
} from '#tools/testing/local-server.ts';
import { getAnnouncement } from './announcements.ts';
import { type ContentClientOptions, createContentClient } from './client.ts';
import { ContentServiceError, ContentTooLargeError } from './errors.ts';
import { contentAnswerMaxBytes } from './network-fetch.ts';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

async function server(...args: Parameters<typeof startLocalServer>) {
  const started = await startLocalServer(...args);
  servers.push(started);
  return started;
}

/** The ways a read leaves: a visitor's, a signed one, an editor's preview (token and all). */
const readers: [string, Partial<ContentClientOptions>][] = [
  ['a published read', {}],
  ['a signed read', { signSecret: 'sign-secret' }],
  ['an editor’s preview', { previewToken: async () => 'preview-token-4711' }],
];

const read = (baseUrl: string, options: Partial<ContentClientOptions> = {}) =>
  getAnnouncement(
    { locale: 'en', id: 31 },
    createContentClient({ baseUrl, timeoutMs: 10_000, ...options }),
  );

describe('a content read that meets a redirect', () => {
  for (const [name, options] of readers) {
    it(`fails, and sends nothing to where it leads: ${name}`, async () => {
      const elsewhere = await server((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(exampleOf('/api/announcement/getAnno', 'en')));
      });
      for (const status of [301, 302, 307, 308]) {
        const service = await server(redirectingTo(() => elsewhere.origin, status));
        const failure = await read(service.origin, options).catch((error: unknown) => error);
        expect(failure, String(status)).toBeInstanceOf(ContentServiceError);
        expect((failure as ContentServiceError).status).toBe(status);
        expect((failure as Error).message).toMatch(
          new RegExp(`${status} .*redirect to ${elsewhere.origin}, which the site does not follow`),
        );
        expect(service.received).toHaveLength(1);
      }
      expect(elsewhere.received).toEqual([]);
    });
  }

  it('on the same origin is a failure all the same', async () => {
    let origin = '';
    const service = await server(redirectingTo(() => `${origin}/moved/`));
    origin = service.origin;
    const failure = read(service.origin, { previewToken: async () => 'preview-token-4711' });
    await expect(failure).rejects.toThrow(
      `302 for /api/announcement/getAnno: a redirect to ${origin}`,
    );
    await expect(failure).rejects.toBeInstanceOf(ContentServiceError);
    expect(service.received).toHaveLength(1);
  });
});

describe('a content read of an answer past the bound', () => {
  const body = exampleOf('/api/announcement/getAnno', 'en');
  const maxAnswerBytes = 256 * 1024;

  for (const [name, options] of readers) {
    it(`fails, streamed or announced, and stops reading: ${name}`, async () => {
      for (const declare of [false, true]) {
        // 64 MB: more than the connection's buffers hold, so the client's going away shows.
        const oversized = paddedJson(body, 256 * maxAnswerBytes, { declare });
        const service = await server(oversized.handler);
        const failure = await read(service.origin, { ...options, maxAnswerBytes }).catch(
          (error: unknown) => error,
        );
        expect(failure, `declared: ${declare}`).toBeInstanceOf(ContentTooLargeError);
        expect((failure as Error).message).toContain('larger than 256 kB');
        expect(await oversized.ended, 'the client stopped reading').toBe('cut short');
      }
    });
  }

  it('reads an answer up to the bound, which is 8 MB by default', async () => {
    expect(contentAnswerMaxBytes).toBe(8 * 1024 * 1024);
    const justFits = await server(paddedJson(body, maxAnswerBytes).handler);
    await expect(read(justFits.origin, { maxAnswerBytes })).resolves.toMatchObject({ id: 31 });
    const oneMore = await server(paddedJson(body, contentAnswerMaxBytes + 1).handler);
    await expect(read(oneMore.origin)).rejects.toBeInstanceOf(ContentTooLargeError);
  });
});
