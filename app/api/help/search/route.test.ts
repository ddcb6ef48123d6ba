// The search route against a mocked content service (msw): what a bad query gets, the answer's
// shape, what a failing service turns into, how many reads identical queries cost, that no read
// is left to Next's data cache, and the limit per visitor.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { createContentClient } from '#lib/content/client.ts';
import { AnswerCache } from '#lib/help-search/answer-cache.ts';
import { answerSearch } from '#lib/help-search/respond.ts';
import { createHelpSearch, type HelpSearch } from '#lib/help-search/search.ts';
import { uncachedFetch } from '#lib/help-search/uncached-fetch.ts';
import { MemoryRateLimiter } from '#lib/rate-limit/rate-limit.ts';
import * as route from './route.ts';

const base = 'http://content.test';
const upstream: URL[] = [];
let next: () => Response | Promise<Response> = () => HttpResponse.json(page('激光', 1));

function page(keyword: string, total: number) {
  return {
    keyword,
    page: 1,
    pageSize: 10,
    total,
    items: Array.from({ length: total }, (_, i) => ({
      id: 2003 + i,
      title: `穿孔参数 ${i}`,
      excerpt: '厚板激光穿孔……',
      typeId: 2,
      subId: 202,
      typeTitle: '激光切割',
      subTitle: '工艺参数',
      updateTime: 1735700000,
    })),
  };
}

const server = setupServer(
  http.get(`${base}/api/helpInfo/selInfo`, ({ request }) => {
    upstream.push(new URL(request.url));
    return next();
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // Failures are logged for the operator; the tests check what the visitor gets.
  captureLog();
});
afterEach(() => {
  upstream.length = 0;
  next = () => HttpResponse.json(page('激光', 1));
});
afterAll(() => server.close());

function answers(markedAt: () => Promise<number | undefined> = async () => undefined) {
  return new AnswerCache({ entries: 100, bytes: 1024 * 1024, ttlMs: 60_000, markedAt });
}

function searcher(timeoutMs = 2000, cache = answers()) {
  return createHelpSearch({
    client: () =>
      createContentClient({ baseUrl: base, timeoutMs, fetch: uncachedFetch(undefined) }),
    cache,
  });
}

const ask = (query: string, search: HelpSearch = searcher()) =>
  answerSearch(new URL(`http://site.test/api/help/search?${query}`), search);

describe('a bad query is a 400 with a message and reaches nothing', () => {
  const long = 'a'.repeat(101);
  it.each([
    ['missing q', 'locale=zh', /q is required/],
    ['empty q', 'q=&locale=zh', /must not be empty/],
    ['blank q', 'q=%20%09%20&locale=zh', /must not be empty/],
    ['101 characters', `q=${long}&locale=zh`, /at most 100/],
    ['bad locale', 'q=laser&locale=fr', /locale must be one of zh, en/],
    ['missing locale', 'q=laser', /locale must be one of/],
    ['page 0', 'q=laser&locale=en&page=0', /page must be/],
    ['page 51', 'q=laser&locale=en&page=51', /page must be/],
    ['page not a number', 'q=laser&locale=en&page=2x', /page must be/],
  ])('%s', async (_, query, message) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(upstream).toHaveLength(0);
  });

  it('counts characters, not UTF-16 units: 100 emoji pass', async () => {
    const response = await ask(`q=${encodeURIComponent('🔥'.repeat(100))}&locale=zh`);
    expect(response.status).toBe(200);
    const tooLong = await ask(`q=${encodeURIComponent('🔥'.repeat(101))}&locale=zh`);
    expect(tooLong.status).toBe(400);
  });
});

describe('a good query', () => {
  it('answers the page with each article’s address, in the locale', async () => {
    next = () => HttpResponse.json(page('laser', 2));
    const response = await ask('q=%20laser%20%20cut%20&locale=en&page=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=60/);
    const body = (await response.json()) as { items: { path: string }[] };
    expect(body).toMatchObject({ keyword: 'laser', total: 2, page: 1, pageSize: 10 });
    expect(body.items[0]).toEqual({
      id: 2003,
      title: '穿孔参数 0',
      excerpt: '厚板激光穿孔……',
      typeId: 2,
      subId: 202,
      typeTitle: '激光切割',
      subTitle: '工艺参数',
      updateTime: 1735700000,
      path: '/en/support/2/2003',
    });
    // Spaces are tidied, so "laser  cut" and "laser cut" share one read.
    expect(upstream[0]?.searchParams.get('keyword')).toBe('laser cut');
    expect(upstream[0]?.searchParams.get('lang')).toBe('1');
  });

  it('links Chinese results without a prefix and sends quotes, % and markup encoded', async () => {
    const q = '"<img src=x onerror=alert(1)>" 100%';
    const response = await ask(`q=${encodeURIComponent(q)}&locale=zh`);
    const body = (await response.json()) as { items: { path: string }[] };
    expect(body.items[0]?.path).toBe('/support/2/2003');
    expect(upstream[0]?.searchParams.get('keyword')).toBe(q);
  });
});

describe('a failing content service', () => {
  it('is a 502 without its body', async () => {
    next = () => HttpResponse.json({ secret: 'stack trace here' }, { status: 500 });
    const response = await ask('q=laser&locale=en');
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).not.toMatch(/stack trace/);
    expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
  });

  it('is a 502 when the answer breaks the contract', async () => {
    next = () => HttpResponse.json({ items: 'nope' });
    expect((await ask('q=laser&locale=en')).status).toBe(502);
  });

  it('is a 504 when it does not answer in time', async () => {
    next = async () => {
      await delay(500);
      return HttpResponse.json(page('laser', 1));
    };
    const response = await ask('q=laser&locale=en', searcher(50));
    expect(response.status).toBe(504);
  });
});

describe('what identical queries cost', () => {
  it('twenty identical queries at once make one read, and a different one its own', async () => {
    next = async () => {
      await delay(30);
      return HttpResponse.json(page('激光', 1));
    };
    const search = searcher();
    const same = Array.from({ length: 20 }, () => ask('q=激光&locale=zh', search));
    const other = ask('q=激光&locale=en', search);
    const answers = await Promise.all([...same, other]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(upstream.map((url) => url.searchParams.get('lang'))).toEqual(['0', '1']);
  });

  it('asks again once the shared read is over, and after a failure', async () => {
    const search = searcher();
    next = () => HttpResponse.json({}, { status: 503 });
    expect((await ask('q=laser&locale=en', search)).status).toBe(502);
    next = () => HttpResponse.json(page('laser', 1));
    expect((await ask('q=laser&locale=en', search)).status).toBe(200);
    expect(upstream).toHaveLength(2);
  });

  it('asks again once the help tag was marked after the answer was read', async () => {
    const help: { marked?: number } = {};
    const search = searcher(
      2000,
      answers(async () => help.marked),
    );
    expect((await ask('q=laser&locale=en', search)).status).toBe(200);
    expect((await ask('q=laser&locale=en', search)).status).toBe(200);
    expect(upstream).toHaveLength(1);
    help.marked = Date.now() + 1;
    await delay(5);
    expect((await ask('q=laser&locale=en', search)).status).toBe(200);
    expect((await ask('q=laser&locale=en', search)).status).toBe(200);
    expect(upstream).toHaveLength(2);
  });
});

describe('the read itself', () => {
  it('is never kept in Next’s data cache, and is signed on its way out', async () => {
    const calls: { url: string; init: unknown }[] = [];
    const search = createHelpSearch({
      client: () =>
        createContentClient({
          baseUrl: base,
          fetch: uncachedFetch('sign-secret', async (input, init) => {
            calls.push({ url: input instanceof Request ? input.url : String(input), init });
            return HttpResponse.json(page('laser', 1));
          }),
        }),
      cache: answers(),
    });
    expect((await ask('q=laser&locale=en', search)).status).toBe(200);
    expect(calls).toHaveLength(1);
    // No `next: { tags, revalidate }`: nothing for Next to keep an entry per query by.
    expect(calls[0]?.init).toEqual({ cache: 'no-store' });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.searchParams.get('keyword')).toBe('laser');
    expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the limit per visitor', () => {
  const limited = (limit: number) => {
    const limiter = new MemoryRateLimiter({ limit, windowS: 60 });
    const search = searcher();
    return (query: string) =>
      answerSearch(new URL(`http://site.test/api/help/search?${query}`), search, () =>
        limiter.hit('visitor'),
      );
  };

  it('answers past the limit 429 with a message and when to try again, reading nothing', async () => {
    const ask = limited(2);
    expect((await ask('q=laser&locale=en')).status).toBe(200);
    expect((await ask('q=cutting&locale=en')).status).toBe(200);
    const refused = await ask('q=welding&locale=en');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'too many searches; try again in 60 s' });
    expect(upstream.map((url) => url.searchParams.get('keyword'))).toEqual(['laser', 'cutting']);
  });

  it('does not count a bad query', async () => {
    const ask = limited(1);
    for (let n = 0; n < 5; n += 1) expect((await ask('q=&locale=en')).status).toBe(400);
    expect((await ask('q=laser&locale=en')).status).toBe(200);
    expect((await ask('q=laser&locale=en')).status).toBe(429);
  });
});

describe('other methods', () => {
  it('are 405 with Allow', async () => {
    const response = route.POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
