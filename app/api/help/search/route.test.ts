// The search route against a mocked content service (msw): what a bad query gets, the answer's
// shape, what a failing service turns into, and how many reads identical queries cost.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '#tools/testing/log-capture.ts';
import { createContentClient } from '#lib/content/client.ts';
import { answerSearch } from '#lib/help-search/respond.ts';
import { createHelpSearch, searchCacheSeconds } from '#lib/help-search/search.ts';
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

function searcher(timeoutMs = 2000) {
  return createHelpSearch(() => createContentClient({ baseUrl: base, timeoutMs }));
}

const ask = (query: string, search = searcher()) =>
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

  it('hands Next a minute of data cache and the help tag with each read', async () => {
    const inits: unknown[] = [];
    const search = createHelpSearch(() =>
      createContentClient({
        baseUrl: base,
        revalidate: searchCacheSeconds,
        fetch: (input, init) => {
          inits.push(init);
          return fetch(input);
        },
      }),
    );
    await ask('q=laser&locale=en', search);
    expect(inits).toEqual([{ next: { tags: ['help'], revalidate: 60 } }]);
  });
});

describe('other methods', () => {
  it('are 405 with Allow', async () => {
    const response = route.POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
