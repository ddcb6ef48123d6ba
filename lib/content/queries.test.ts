// Every query function against a mocked content service (msw): what it sends, and what it
// makes of each kind of answer.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, exampleOf } from '#tools/testing/contract-examples.ts';
import type { Locale } from '../i18n/locales.ts';
import { createContentClient, type ContentClient } from './client.ts';
import {
  ContentServiceError,
  ContentTimeoutError,
  ContentUnreachableError,
  ContentValidationError,
  isNotFound,
} from './errors.ts';
import * as content from './index.ts';

const base = 'http://content.test';
const seen: URL[] = [];

const server = setupServer(
  http.get(`${base}/*`, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    return HttpResponse.json(
      exampleOf(url.pathname, url.searchParams.get('lang') === '1' ? 'en' : 'zh'),
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const client = (options: Partial<Parameters<typeof createContentClient>[0]> = {}) =>
  createContentClient({ baseUrl: base, ...options });

/** One call of every query function, with the path it must reach. */
const calls: [path: string, run: (locale: Locale, c: ContentClient) => Promise<unknown>][] = [
  ['/api/announcement/getList', (locale, c) => content.getAnnouncementList({ locale, page: 2 }, c)],
  ['/api/announcement/getAnno', (locale, c) => content.getAnnouncement({ locale, id: 31 }, c)],
  ['/api/show/get', (locale, c) => content.getShowcase({ locale }, c)],
  ['/api/pcUpgrade/Windows', (locale, c) => content.getSoftware({ locale, os: 'windows' }, c)],
  ['/api/pcUpgrade/MacOS', (locale, c) => content.getSoftware({ locale, os: 'macos' }, c)],
  [
    '/api/pcUpgrade/Linux',
    (locale, c) => content.getLinuxSoftware({ locale, distribution: 'debian' }, c),
  ],
  ['/api/pcUpgrade/Android', (locale, c) => content.getSoftware({ locale, os: 'android' }, c)],
  ['/api/pcUpgrade/specificationDate', (locale, c) => content.getManualsUpdateDate({ locale }, c)],
  ['/api/pcUpgrade/MantiSoft', (_, c) => content.getManual('MantiSoft', c)],
  ['/api/pcUpgrade/MantiSurf', (_, c) => content.getManual('MantiSurf', c)],
  ['/api/pcUpgrade/MantiSolo', (_, c) => content.getManual('MantiSolo', c)],
  ['/api/helpType/list', (locale, c) => content.getHelpTypes({ locale }, c)],
  ['/api/helpTopSearch/list', (locale, c) => content.getPopularSearches({ locale }, c)],
  ['/api/helpSubToInfo/list', (locale, c) => content.getHelpSubs({ locale, typeId: 1 }, c)],
  [
    '/api/helpInfo/selInfo',
    (locale, c) => content.searchHelpArticles({ locale, keyword: '激光' }, c),
  ],
  ['/api/searchToInfo/list', (locale, c) => content.getPopularSearchResults({ locale, id: 1 }, c)],
  ['/api/helpInfo/get', (locale, c) => content.getHelpArticle({ locale, id: 1001 }, c)],
  [
    '/api/searchToInfo/parentId',
    (locale, c) => content.getPopularSearchParents({ locale, id: 1 }, c),
  ],
];

const manuals = [
  '/api/pcUpgrade/MantiSoft',
  '/api/pcUpgrade/MantiSurf',
  '/api/pcUpgrade/MantiSolo',
];

describe('query functions', () => {
  it('cover every path of the contract', () => {
    expect(calls.map(([path]) => path).sort()).toEqual([...contractPaths].sort());
  });

  it.each(calls)(
    '%s sends lang for the locale (none for manuals) and parses the answer',
    async (path, run) => {
      for (const [locale, lang] of [
        ['zh', '0'],
        ['en', '1'],
      ] as const) {
        const data = await run(locale, client());
        const url = seen.pop();
        expect(url?.pathname).toBe(path);
        expect(url?.searchParams.get('lang')).toBe(manuals.includes(path) ? null : lang);
        expect(data).toEqual(exampleOf(path, locale));
      }
    },
  );

  it('passes the other parameters as the contract names them', async () => {
    await content.getLinuxSoftware({ locale: 'en', distribution: 'centos' }, client());
    await content.searchHelpArticles(
      { locale: 'zh', keyword: '激光 切割', page: 3, pageSize: 5 },
      client(),
    );
    expect(seen[0]?.searchParams.get('distribution')).toBe('1');
    expect(Object.fromEntries(seen[1]?.searchParams ?? [])).toEqual({
      lang: '0',
      keyword: '激光 切割',
      page: '3',
      pageSize: '5',
    });
  });
});

describe('answers other than a valid 200', () => {
  const contractError = (status: number, error: string) => ({
    status,
    error,
    message: `said ${status}`,
  });
  const gatewayPage = '<html><body><h1>404 Not Found</h1><hr>nginx</body></html>';
  /** Every kind of body an answer may carry, as the service or something in front of it sends. */
  const bodies: [
    name: string,
    answer: (status: number) => Response,
    body: (status: number) => unknown,
  ][] = [
    [
      'the contract’s not_found body',
      (status) => HttpResponse.json(contractError(status, 'not_found'), { status }),
      (status) => contractError(status, 'not_found'),
    ],
    [
      'the contract’s internal body',
      (status) => HttpResponse.json(contractError(status, 'internal'), { status }),
      (status) => contractError(status, 'internal'),
    ],
    [
      'a gateway’s HTML page',
      (status) =>
        new HttpResponse(gatewayPage, { status, headers: { 'content-type': 'text/html' } }),
      () => gatewayPage,
    ],
    ['an empty body', (status) => new HttpResponse(null, { status }), () => ''],
    [
      'other JSON',
      (status) => HttpResponse.json({ code: status, msg: 'not here' }, { status }),
      (status) => ({ code: status, msg: 'not here' }),
    ],
  ];
  const cases = [404, 400, 500, 503].flatMap((status) =>
    bodies.map(([name, answer, body]) => ({ status, name, answer, body: body(status) })),
  );

  it.each(cases)(
    '$status with $name throws an error carrying the status and the body',
    async ({ status, name, answer, body }) => {
      server.use(http.get(`${base}/api/announcement/getAnno`, () => answer(status)));
      const error = await content
        .getAnnouncement({ locale: 'zh', id: 999 }, client())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentServiceError);
      expect(error).toMatchObject({ status, body, path: '/api/announcement/getAnno' });
      expect(error).toMatchObject({ tags: ['announcement', 'announcement:999'] });
      // Only the service's own word that the item does not exist makes a page a 404.
      const gone = status === 404 && name === 'the contract’s not_found body';
      expect(isNotFound(error)).toBe(gone);
    },
  );

  it('a 404 whose body names not_found under another status is not a 404', () => {
    const error = new ContentServiceError(
      '/api/helpInfo/get',
      404,
      contractError(500, 'not_found'),
    );
    expect(isNotFound(error)).toBe(false);
  });

  it('a dropped connection is an unreachable error with the read’s tags', async () => {
    server.use(http.get(`${base}/api/helpInfo/get`, () => HttpResponse.error()));
    const error = await content
      .getHelpArticle({ locale: 'en', id: 1001 }, client())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnreachableError);
    expect(error).toMatchObject({ path: '/api/helpInfo/get', tags: ['help', 'help:1001'] });
    expect(isNotFound(error)).toBe(false);
  });

  it('a 200 with a body that breaks the contract is a validation error', async () => {
    const broken = { ...(exampleOf('/api/announcement/getAnno') as object), title: 42 };
    server.use(http.get(`${base}/api/announcement/getAnno`, () => HttpResponse.json(broken)));
    const error = await content
      .getAnnouncement({ locale: 'zh', id: 31 }, client())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).issues[0]?.path).toEqual(['title']);
  });

  it('a package whose download link is a script is a validation error', async () => {
    const list = exampleOf('/api/pcUpgrade/Windows') as { items: { downloadUrl: string }[] };
    const first = list.items[0];
    if (first) first.downloadUrl = 'javascript:alert(document.cookie)';
    server.use(http.get(`${base}/api/pcUpgrade/Windows`, () => HttpResponse.json(list)));
    const error = await content
      .getSoftware({ locale: 'zh', os: 'windows' }, client())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).issues[0]?.path).toEqual(['items', 0, 'downloadUrl']);
  });

  it('a body that is not JSON at all is an error, not a crash', async () => {
    server.use(
      http.get(
        `${base}/api/show/get`,
        () => new HttpResponse('<html>gateway</html>', { status: 200 }),
      ),
    );
    const error = await content.getShowcase({ locale: 'en' }, client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnreachableError);
    expect(error).toMatchObject({ path: '/api/show/get', tags: ['showcase'] });
  });

  it('a hung service ends in a timeout error after the time limit', async () => {
    server.use(
      http.get(`${base}/api/show/get`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await content
      .getShowcase({ locale: 'zh' }, client({ timeoutMs: 80 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });
});

describe('revalidation tags', () => {
  it('tags each fetch by content type and by id', async () => {
    const tagsOf: string[][] = [];
    const recording: typeof fetch = (input, init) => {
      tagsOf.push((init as { next?: { tags?: string[] } } | undefined)?.next?.tags ?? []);
      return fetch(input, init);
    };
    const c = client({ fetch: recording });
    await content.getAnnouncement({ locale: 'zh', id: 12 }, c);
    await content.getAnnouncementList({ locale: 'zh', category: 'event' }, c);
    await content.getHelpArticle({ locale: 'en', id: 1001 }, c);
    await content.getHelpSubs({ locale: 'en', typeId: 1 }, c);
    await content.getSoftware({ locale: 'en', os: 'macos' }, c);
    await content.getManual('MantiSolo', c);
    expect(tagsOf).toEqual([
      ['announcement', 'announcement:12'],
      ['announcement', 'announcement-list'],
      ['help', 'help:1001'],
      ['help', 'help-tree'],
      ['download', 'download:macos'],
      ['download', 'download:manuals'],
    ]);
    expect(tagsOf.flat().every(content.isKnownTag)).toBe(true);
  });
});

describe('signed calls', () => {
  it('adds timestamp and sign when a secret is configured', async () => {
    await content.getAnnouncement({ locale: 'en', id: 31 }, client({ signSecret: 's3cret' }));
    const params = seen[0]?.searchParams;
    const timestamp = Number(params?.get('timestamp'));
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    const { signParams } = await import('./sign.ts');
    expect(params?.get('sign')).toBe(signParams({ id: 31, lang: 1, timestamp }, 's3cret'));
  });

  it('sends neither without a secret', async () => {
    await content.getShowcase({ locale: 'en' }, client());
    expect([...(seen[0]?.searchParams.keys() ?? [])]).toEqual(['lang']);
  });
});

describe('inParallel', () => {
  it('starts every read before any finishes and keeps the names', async () => {
    const order: string[] = [];
    const slow = (name: string, ms: number) =>
      new Promise<string>((resolve) => {
        order.push(`start ${name}`);
        setTimeout(() => {
          order.push(`end ${name}`);
          resolve(name);
        }, ms);
      });
    const result = await content.inParallel({ a: slow('a', 30), b: slow('b', 10) });
    expect(result).toEqual({ a: 'a', b: 'b' });
    expect(order).toEqual(['start a', 'start b', 'end b', 'end a']);
  });

  it('rejects when one read fails', async () => {
    await expect(
      content.inParallel({ ok: Promise.resolve(1), bad: Promise.reject(new Error('down')) }),
    ).rejects.toThrow('down');
  });
});
