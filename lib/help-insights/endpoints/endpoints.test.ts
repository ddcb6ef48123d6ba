// The feedback and search-event endpoints with Request objects, on the embedded database: what
// they accept and save, what they refuse and why, and that nothing stored names the visitor.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectHonestAnswer, hostileBody, runs } from '#tools/testing/hostile-input.ts';
import {
  type TestDatabase,
  insightsTables,
  testDatabase,
} from '#tools/testing/insights-databases.ts';
import { captureLog } from '#tools/testing/log-capture.ts';
import { clientAddress } from '../../draw/client-address.ts';
import { peerAddressHeader, stampPeerAddresses } from '../../draw/peer-address.ts';
import { MemoryRateLimiter } from '../../rate-limit/rate-limit.ts';
import { visitorKey } from '../../visitor-key.ts';
import { InsightsStore } from '../store.ts';
import { createFeedbackEndpoints } from './feedback.ts';
import { createSearchEventEndpoint } from './search-events.ts';

const site = 'https://www.mantisoft.com';
const address = '2001:db8:aa:bb:1:2:3:4';
const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) TestBrowser/123.4';
const cookie = 'sessionid=s3cr3t-cookie-value';

let test: TestDatabase;
let store: InsightsStore;
beforeAll(async () => {
  captureLog();
  // Requests carry the visitor's address as the server stamps it (lib/draw/peer-address.ts).
  stampPeerAddresses();
  test = await testDatabase('embedded');
  store = new InsightsStore({
    settings: { mode: 'embedded', timeoutMs: 30_000, visitorSecret: undefined },
    open: async () => test.db,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  await store.start();
}, 180_000);
afterAll(() => test.stop());
beforeEach(() => test.reset());

const guard = (limit = 1000) => ({
  store,
  timeZone: 'Asia/Shanghai',
  limiter: new MemoryRateLimiter({ limit, windowS: 60 }),
  visitor: (request: Request) => visitorKey(clientAddress(request.headers)),
  siteOrigin: site,
});

function request(
  path: string,
  init: { body?: string; headers?: Record<string, string>; method?: string } = {},
) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      origin: site,
      'sec-fetch-site': 'same-origin',
      'user-agent': userAgent,
      cookie,
      [peerAddressHeader]: address,
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

const post = (body: unknown, headers?: Record<string, string>) =>
  request('/api/help/feedback', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(headers ? { headers } : {}),
  });

async function rowCount(table: string): Promise<number> {
  const [row] = await test.db.query(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(row?.n);
}

describe('POST and GET /api/help/feedback', () => {
  it('saves an answer, reads it back, and replaces it when changed the same day', async () => {
    const { GET, POST } = createFeedbackEndpoints(guard());
    const empty = await GET(request('/api/help/feedback?articleId=1001'));
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
    expect(await empty.json()).toEqual({ answer: null });

    const yes = await POST(post({ articleId: 1001, locale: 'en', helpful: true }));
    expect(yes.status).toBe(200);
    expect(await yes.json()).toEqual({
      saved: true,
      replaced: false,
      answer: { articleId: 1001, locale: 'en', helpful: true, reason: null, comment: null },
    });
    const no = await POST(
      post({
        articleId: 1001,
        locale: 'en',
        helpful: false,
        reason: 'wrong-product',
        comment: 'This is\r\nfor MantiSurf.',
      }),
    );
    expect(await no.json()).toMatchObject({
      replaced: true,
      answer: { helpful: false, reason: 'wrong-product', comment: 'This is\nfor MantiSurf.' },
    });
    const read = await GET(request('/api/help/feedback?articleId=1001'));
    expect(await read.json()).toMatchObject({
      answer: { helpful: false, reason: 'wrong-product' },
    });
    // Another address of the same /64 is the same visitor; another /64 is someone else.
    const sameHome = await GET(
      request('/api/help/feedback?articleId=1001', {
        headers: { [peerAddressHeader]: '2001:db8:aa:bb::99' },
      }),
    );
    expect(await sameHome.json()).toMatchObject({ answer: { helpful: false } });
    const other = await GET(
      request('/api/help/feedback?articleId=1001', {
        headers: { [peerAddressHeader]: '2001:db8:aa:cc::1' },
      }),
    );
    expect(await other.json()).toEqual({ answer: null });
    expect(await rowCount('help_feedback')).toBe(1);
  });

  it('stores no address, user agent or cookie: only a hash of the day', async () => {
    const { POST } = createFeedbackEndpoints(guard());
    await POST(post({ articleId: 5, locale: 'zh', helpful: false, comment: '没有找到' }));
    const search = createSearchEventEndpoint(guard());
    await search(
      request('/api/help/search-events', {
        body: JSON.stringify({ query: 'Laser  Power', locale: 'zh', results: 3, clicked: 5 }),
      }),
    );
    const everything = [];
    for (const table of insightsTables)
      everything.push(...(await test.db.query(`SELECT * FROM ${table}`)));
    const stored = JSON.stringify(everything);
    for (const secret of [address, '2001:db8:aa:bb', userAgent, 'TestBrowser', cookie, 's3cr3t']) {
      expect(stored).not.toContain(secret);
    }
    const [feedback] = await test.db.query('SELECT visitor FROM help_feedback');
    const [searched] = await test.db.query('SELECT visitor, query FROM help_search_events');
    expect(feedback?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(searched).toEqual({ visitor: feedback?.visitor, query: 'laser power' });
  });

  it.each([
    ['no body fields', {}, /articleId must be a whole number/],
    ['an id of 0', { articleId: 0, locale: 'zh', helpful: true }, /positive/],
    ['a fractional id', { articleId: 1.5, locale: 'zh', helpful: true }, /whole number/],
    ['an id as text', { articleId: '1001', locale: 'zh', helpful: true }, /whole number/],
    ['a huge id', { articleId: 2 ** 31, locale: 'zh', helpful: true }, /too large/],
    [
      'an unknown locale',
      { articleId: 1, locale: 'fr', helpful: true },
      /locale must be one of zh, en/,
    ],
    [
      'helpful as text',
      { articleId: 1, locale: 'zh', helpful: 'yes' },
      /helpful must be true or false/,
    ],
    [
      'an unknown reason',
      { articleId: 1, locale: 'zh', helpful: false, reason: 'boring' },
      /reason must be one of/,
    ],
    [
      'a reason with a yes',
      { articleId: 1, locale: 'zh', helpful: true, reason: 'other' },
      /only with helpful: false/,
    ],
    [
      'a comment with a yes',
      { articleId: 1, locale: 'zh', helpful: true, comment: 'nice' },
      /only with helpful: false/,
    ],
    [
      '501 characters',
      { articleId: 1, locale: 'zh', helpful: false, comment: '字'.repeat(501) },
      /at most 500 characters/,
    ],
    [
      'an unknown field',
      { articleId: 1, locale: 'zh', helpful: true, visitor: 'me' },
      /unknown field: visitor/,
    ],
    ['an array', [1, 2], /JSON object/],
    ['not JSON', '{"articleId":', /must be JSON/],
  ])('answers 400 to %s, and saves nothing', async (_, body, message) => {
    const response = await createFeedbackEndpoints(guard()).POST(post(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await rowCount('help_feedback')).toBe(0);
  });

  it('takes 500 characters once trimmed and cleaned, emoji counted as one', async () => {
    const comment = ` \u200b${'🔥'.repeat(500)}\u0000 `;
    const response = await createFeedbackEndpoints(guard()).POST(
      post({ articleId: 1, locale: 'zh', helpful: false, comment }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ answer: { comment: '🔥'.repeat(500) } });
  });

  it('refuses another site, a body not declared as JSON, a large body and a bad query', async () => {
    const { GET, POST } = createFeedbackEndpoints(guard());
    const body = { articleId: 1, locale: 'zh', helpful: true };
    expect((await POST(post(body, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await POST(post(body, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await POST(post(body, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await POST(post({ ...body, helpful: false, comment: 'x'.repeat(9000) }))).status).toBe(
      413,
    );
    for (const query of [
      '',
      '?articleId=',
      '?articleId=abc',
      '?articleId=0',
      '?articleId=1&articleId=2',
    ]) {
      const response = await GET(request(`/api/help/feedback${query}`));
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: 'articleId must be one positive whole number',
      });
    }
    expect(await rowCount('help_feedback')).toBe(0);
  });

  it('limits each visitor, with Retry-After, and not the next one', async () => {
    const { POST } = createFeedbackEndpoints(guard(2));
    const body = { articleId: 1, locale: 'zh', helpful: true };
    expect((await POST(post(body))).status).toBe(200);
    expect((await POST(post(body))).status).toBe(200);
    const limited = await POST(post(body));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await POST(post(body, { [peerAddressHeader]: '198.51.100.7' }))).status).toBe(200);
  });

  it('answers any body with a message, never a server error', async () => {
    const { POST } = createFeedbackEndpoints(guard());
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        await expectHonestAnswer(await POST(post(body)), body.slice(0, 200));
      }),
      runs,
    );
  });
});

describe('POST /api/help/search-events', () => {
  const send = (body: unknown) =>
    createSearchEventEndpoint(guard())(
      request('/api/help/search-events', {
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  it('records a search and the result opened, once per visitor and day', async () => {
    expect((await send({ query: ' Laser ', locale: 'en', results: 7 })).status).toBe(200);
    const clicked = await send({ query: 'laser', locale: 'en', results: 7, clicked: 2003 });
    expect(await clicked.json()).toEqual({ recorded: true });
    expect(
      await test.db.query('SELECT query, results, clicked_id FROM help_search_events'),
    ).toEqual([{ query: 'laser', results: 7, clicked_id: 2003 }]);
  });

  it.each([
    ['a blank query', { query: '  ', locale: 'zh', results: 1 }, /1 to 100 characters/],
    ['101 characters', { query: 'a'.repeat(101), locale: 'zh', results: 1 }, /1 to 100 characters/],
    ['negative results', { query: 'a', locale: 'zh', results: -1 }, /must not be negative/],
    ['a bad click', { query: 'a', locale: 'zh', results: 1, clicked: -3 }, /positive/],
    ['an unknown field', { query: 'a', locale: 'zh', results: 1, page: 2 }, /unknown field: page/],
  ])('answers 400 to %s, and records nothing', async (_, body, message) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await rowCount('help_search_events')).toBe(0);
  });

  it('answers any body with a message, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        await expectHonestAnswer(await send(body), body.slice(0, 200));
      }),
      runs,
    );
  });
});
