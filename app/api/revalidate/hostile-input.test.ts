// The webhook under bodies and headers built to break it, signed and unsigned: always an answer
// with a message, never a 5xx, and only a correctly signed call with known tags revalidates.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isKnownTag } from '#lib/content/tags.ts';
import { sign } from '#lib/webhook/standard-webhooks.ts';
import {
  expectHonestAnswer,
  headerText,
  hostileBody,
  hostileText,
  runs,
} from '#tools/testing/hostile-input.ts';

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

const { POST, GET } = await import('./route.ts');

const secret = 'hostile-input-webhook-secret';
beforeAll(() => vi.stubEnv('REVALIDATE_SECRET', secret));
afterAll(() => vi.unstubAllEnvs());

const knownTags = ['help', 'showcase', 'announcement:7', 'download:linux', 'help-tree'];
const tagList = fc.array(fc.oneof(fc.constantFrom(...knownTags), hostileText), { maxLength: 6 });
const body = fc.oneof(
  hostileBody,
  tagList.map((tags) => JSON.stringify({ tags })),
  fc.jsonValue().map((tags) => JSON.stringify({ tags })),
);

const seconds = () => Math.floor(Date.now() / 1000);

function request(text: string, headers: Record<string, string>, method = 'POST') {
  return new Request('http://site.test/api/revalidate', {
    method,
    headers,
    body: method === 'GET' ? undefined : text,
  });
}

describe('the webhook with hostile input', () => {
  it('answers any headers and body without a server error and revalidates nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.dictionary(
          fc.constantFrom('webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type'),
          headerText,
        ),
        async (text, headers) => {
          await expectHonestAnswer(await POST(request(text, headers)), JSON.stringify(headers));
        },
      ),
      runs,
    );
    expect(revalidated).toEqual([]);
  });

  it('answers any correctly signed body without a server error', async () => {
    let id = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, fc.integer({ min: -400, max: 400 }), async (text, skew) => {
        id += 1;
        const timestamp = seconds() + skew;
        const headers = {
          'webhook-id': `msg_${id}`,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': sign(secret, `msg_${id}`, timestamp, text),
        };
        const answer = await POST(request(text, headers));
        if (answer.status === 200) accepted += 1;
        await expectHonestAnswer(answer, text.slice(0, 200));
        // Whatever was revalidated is a tag the site knows.
        for (const tag of revalidated) expect(isKnownTag(tag), tag).toBe(true);
      }),
      runs,
    );
    // The property reached the path that revalidates, not only the refusals.
    expect(accepted).toBeGreaterThan(0);
  });

  it('turns other methods away with a message', async () => {
    await expectHonestAnswer(GET(), 'GET');
  });
});
