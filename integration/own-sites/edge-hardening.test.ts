// The production edge (deploy/nginx/site.conf over TLS, hardened-edge.ts) in front of two
// instances, with real nginx: HTTP goes to HTTPS (certbot's challenges excepted), only the
// site's host name is served, nothing a visitor sends takes an instance out of rotation, a
// missing build asset is not kept a year, the uncached routes are rate-limited, the cache's
// verdict and the health checks are the operator's alone, a CDN's visitor is named to the
// instances, each request has an id, and Mozilla's HTTP Observatory grades the site B+ or better.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultEdgeLimits } from '#lib/edge/nginx-conf.ts';
import { gradeAtLeast, observatoryScan } from '#tools/testing/observatory.ts';
import { poll } from '#tools/testing/poll.ts';
import { pollIntervalMs } from '#components/draw-dialog/use-draw.ts';
import { typingPauseMs } from '#components/help-search/use-help-search.ts';
import { keepReport } from './failure-report.ts';
import { acmeToken, type HardenedEdge, startHardenedEdge } from './hardened-edge.ts';
import { expectSecurityHeaders, visitor } from './edge-expectations.ts';
import type { RawAnswer } from './raw-request.ts';

let started: HardenedEdge | undefined;

function edge(): HardenedEdge {
  if (!started) throw new Error('the edge did not start');
  return started;
}

beforeAll(async () => {
  started = await startHardenedEdge();
}, 240_000);

afterAll(async ({}, suite) => {
  if (!started) return;
  try {
    await keepReport(suite, 'edge-hardening', [
      { part: 'error-log', lines: started.errorLog().split('\n') },
      { part: 'access-log', lines: started.accessLog().split('\n') },
      { part: 'instances', lines: started.cluster.lines() },
    ]);
  } finally {
    await started.stop();
  }
});

const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);

/** Requests each instance was sent since `before` (a `reached()`). */
const reachedSince = (before: number[], matches?: (target: string) => boolean) =>
  edge()
    .reached(matches)
    .map((count, index) => count - (before[index] ?? 0));

/** What 8 health checks in a row got, and how many reached each instance. */
async function healthChecks(): Promise<{ statuses: number[]; perInstance: number[] }> {
  const before = edge().reached();
  const statuses: number[] = [];
  for (let visit = 0; visit < 8; visit += 1) {
    statuses.push((await edge().get('/api/health')).status);
  }
  return { statuses, perInstance: reachedSince(before) };
}

/** After a visitor's request: both instances are still asked, and nginx took neither out. */
async function expectBothInRotation(errorLogSince: number) {
  const { statuses, perInstance } = await healthChecks();
  expect(statuses).toEqual(statuses.map(() => 200));
  expect((await edge().get('/en/support')).status).toBe(200);
  expect(perInstance, 'requests per instance').not.toContain(0);
  const disabled = edge()
    .errorLog()
    .slice(errorLogSince)
    .split('\n')
    .filter((line) => /temporarily disabled|no live upstreams/.test(line));
  expect(disabled).toEqual([]);
}

describe('HTTPS and the site’s own names', () => {
  it('sends plain HTTP to the same address over HTTPS, but answers certbot’s challenges', async () => {
    const path = '/en/support?from=plain';
    const redirect = await edge().get(path, { plain: true });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`${edge().https}${path}`);
    expectSecurityHeaders(redirect, false);
    const challenge = await edge().get(`/.well-known/acme-challenge/${acmeToken}`, { plain: true });
    expect(challenge.status).toBe(200);
    expect(challenge.body).toBe(`${acmeToken}.key`);
  });

  it('offers HTTP/2, and serves the site with one HSTS header', async () => {
    expect(await edge().handshake('localhost')).toEqual({ protocol: 'h2' });
    expect(await edge().h2Get('/en/support')).toBe(200);
    const page = await edge().get('/en/support');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page);
  });

  it('refuses any other name, by Host or by SNI, without asking an instance', async () => {
    // Counted by a path of its own: the edge may still be refreshing the last test's /en/support
    // in the background (proxy_cache_background_update), and that request may land meanwhile.
    const path = '/en/support?from=another-name';
    const ours = (target: string) => target === path;
    const before = edge().reached(ours);
    const plain = await edge().get(path, {
      plain: true,
      headers: { host: 'other.example' },
    });
    expect(plain.status).toBe(0);
    // The certificate is shown to no other name, nor to a client that names none.
    expect((await edge().handshake('other.example')).error).toMatch(/alert|unrecognized/i);
    expect((await edge().handshake()).error).toMatch(/alert|unrecognized/i);
    const misdirected = await edge().get(path, { headers: { host: 'other.example' } });
    expect(misdirected.status).toBe(421);
    expect(reachedSince(before, ours)).toEqual([0, 0]);
  });
});

describe('the edge’s own answers', () => {
  it('carry the site’s security headers, as Next’s answers do', async () => {
    const page = await edge().get('/en/support');
    const refused = await edge().get('/api/health', { headers: visitor('198.51.100.30') });
    expect(refused.status).toBe(403);
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ]) {
      expect(refused.headers[name], name).toBe(page.headers[name]);
    }
    // Not the site's policy (nginx's pages need nothing), but one.
    expect(refused.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});

describe('nothing a visitor sends takes an instance out of rotation', () => {
  // Each test begins with both instances in rotation, whatever the one before did to them: an
  // instance taken out is back after 5 s (fail_timeout).
  beforeEach(async () => {
    await poll(healthChecks, ({ perInstance }) => expect(perInstance).not.toContain(0), {
      message: 'both instances in rotation',
      timeout: 15_000,
      intervals: [1000],
    });
  }, 20_000);

  const withFault = async (
    path: string,
    kind: 'server-error' | 'hang',
    ask: () => Promise<RawAnswer>,
  ) => {
    edge().cluster.front.fail(path, kind);
    try {
      return await ask();
    } finally {
      edge().cluster.front.heal();
    }
  };
  const knockOuts: [name: string, knock: () => Promise<RawAnswer>, expected: number[]][] = [
    [
      'a request that asks for a WebSocket',
      () =>
        edge().get('/api/help/search?q=laser&locale=en', {
          headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13' },
        }),
      [200],
    ],
    // The instance redirects /zh/… to its address without the prefix, query and all: an answer
    // header as long as the longest address the edge accepts.
    [
      'a long address that redirects',
      () => edge().get(`/zh/announcement?q=${'a'.repeat(8000)}`),
      [307, 308],
    ],
    [
      'a long RSC request',
      () => edge().get(`/en/support?q=${'a'.repeat(8000)}`, { headers: { rsc: '1' } }),
      [200, 307],
    ],
    [
      'the drawing service failing',
      () => withFault('/aiapi/*', 'server-error', () => edge().get('/aiapi/v1/client/detail')),
      [502],
    ],
    [
      'the drawing service not answering',
      () => withFault('/aiapi/*', 'hang', () => edge().get('/aiapi/v1/client/detail')),
      [504],
    ],
    [
      'the help centre failing',
      () =>
        withFault('/api/helpInfo/selInfo', 'server-error', () =>
          edge().get('/api/help/search?q=failing&locale=en'),
        ),
      [502],
    ],
  ];
  for (const [name, knock, expected] of knockOuts) {
    it(
      name,
      async () => {
        const since = edge().errorLog().length;
        const answer = await knock();
        // The instance's own answer reaches the visitor; nginx counts no failure.
        expect(expected, `${answer.status} ${answer.error ?? ''}`).toContain(answer.status);
        await expectBothInRotation(since);
      },
      30_000,
    );
  }

  it('headers larger than an instance reads are refused by the edge itself', async () => {
    // Only this test's requests: the edge may be refreshing an earlier test's page meanwhile.
    const ours = (target: string) =>
      target === '/api/health' || target.startsWith('/en/support?q=');
    const before = edge().reached(ours);
    const padding = (count: number, size: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [`x-padding-${index}`, 'a'.repeat(size)]),
      );
    for (const headers of [padding(3, 7000), padding(1, 9000)]) {
      const answer = await edge().get('/api/health', { headers });
      expect(answer.status).toBe(400);
      expectSecurityHeaders(answer);
    }
    expect((await edge().get(`/en/support?q=${'a'.repeat(9000)}`)).status).toBe(414);
    // Over HTTP/2 too: the edge ends the session.
    expect(await edge().h2Get('/api/health', padding(3, 7000))).not.toBe(200);
    expect(reachedSince(before, ours)).toEqual([0, 0]);
    // What the edge does accept, an instance reads and answers.
    const accepted = await edge().get('/api/health', { headers: padding(2, 6000) });
    expect(accepted.status).toBe(200);
    expect(total(reachedSince(before, ours))).toBe(1);
  });
});

describe('what browsers are told to keep', () => {
  it('keeps a build asset a year, a missing one not at all', async () => {
    const page = await edge().get('/en/support');
    const asset = /\/_next\/static\/[\w/.-]+\.js/.exec(page.body)?.[0];
    expect(asset).toBeTruthy();
    const found = await edge().get(asset ?? '');
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(found);
    const missing = await edge().get('/_next/static/chunks/not-built-here.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('the uncached routes are limited per visitor', () => {
  it('leaves room for the site’s own pages', () => {
    // Four people typing at once behind one address: the search asks at most once per pause in
    // typing. Ten drawing at once: each dialog polls the task, then the account.
    expect(defaultEdgeLimits.search.perSecond).toBeGreaterThanOrEqual(4 * (1000 / typingPauseMs));
    expect(defaultEdgeLimits.drawing.perSecond).toBeGreaterThanOrEqual(
      10 * (2000 / pollIntervalMs),
    );
  });

  const floods: [route: string, path: string, method: string, count: number][] = [
    ['search', '/api/help/flood', 'GET', 3 * defaultEdgeLimits.search.burst],
    ['drawing', '/aiapi/v1/flood', 'GET', 3 * defaultEdgeLimits.drawing.burst],
    ['webhook', '/api/revalidate', 'POST', 3 * defaultEdgeLimits.webhook.burst],
  ];
  floods.forEach(([route, path, method, count], index) => {
    it(`answers a flood on the ${route} with 429 from the edge`, async () => {
      const address = `203.0.113.${10 + index}`;
      const before = edge().reached((target) => target === path);
      const answers = await Promise.all(
        Array.from({ length: count }, () =>
          edge().get(path, {
            method,
            headers: { ...visitor(address), 'content-type': 'application/json' },
            body: method === 'POST' ? '{}' : undefined,
          }),
        ),
      );
      const limited = answers.filter((answer) => answer.status === 429);
      const [first] = limited;
      expect(first, 'a 429').toBeDefined();
      if (first) expectSecurityHeaders(first);
      // Every other answer is an instance's: the edge's 429s reached none.
      const statuses = [...new Set(answers.map((answer) => answer.status))];
      const sent = total(reachedSince(before, (target) => target === path));
      expect(sent, `statuses ${statuses}`).toBe(count - limited.length);
      // Another visitor is not limited by the first one's flood.
      expect(
        (await edge().get(path, { method, headers: visitor('203.0.113.99') })).status,
      ).not.toBe(429);
    }, 60_000);
  });
});

describe('the operator’s view', () => {
  it('shows the cache’s verdict to the operator only, and logs it for every request', async () => {
    await edge().get('/en/announcement');
    const operator = await edge().get('/en/announcement');
    expect(operator.headers['x-cache-status']).toMatch(/HIT|STALE|UPDATING|MISS|EXPIRED/);
    const address = '198.51.100.20';
    const seen = await edge().get('/en/announcement', { headers: visitor(address) });
    expect(seen.status).toBe(200);
    expect(seen.headers['x-cache-status']).toBeUndefined();
    const id = seen.headers['x-request-id'];
    await poll(
      async () =>
        edge()
          .accessLog()
          .split('\n')
          .find((line) => line.includes(`rid=${id}`)) ?? '',
      (line) => expect(line).toMatch(new RegExp(`^${address} .* cache=[A-Z]+ `)),
      { message: 'the visitor’s request in the access log', timeout: 5000 },
    );
  });

  it('answers the health checks to the operator only, and never from a cache', async () => {
    for (const path of ['/api/health', '/api/ready']) {
      const before = edge().reached((target) => target === path);
      const refused = await edge().get(path, { headers: visitor('198.51.100.21') });
      expect(refused.status, path).toBe(403);
      expectSecurityHeaders(refused);
      expect(reachedSince(before, (target) => target === path)).toEqual([0, 0]);
      await edge().get(path);
      await edge().get(path);
      const asked = reachedSince(before, (target) => target === path);
      expect(total(asked), path).toBe(2);
    }
    const health = await edge().get('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['cache-control']).toMatch(/no-store/);
    expect(health.headers['x-cache-status']).toBeUndefined();
  });
});

describe('the visitor behind a CDN, and the request id', () => {
  it('names the CDN’s visitor to the instance and in the log, whatever the visitor claims', async () => {
    const address = '198.51.100.7';
    const path = '/api/help/search?q=engraving&locale=en';
    const before = edge().reached((target) => target === path);
    const answer = await edge().get(path, {
      // A forged address before the CDN's own entry, and a forged X-Real-IP and request id.
      headers: {
        'x-forwarded-for': `192.0.2.66, ${address}`,
        'x-real-ip': '192.0.2.67',
        'x-request-id': 'forged-by-the-visitor',
      },
    });
    expect(answer.status).toBe(200);
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[\da-f]{32}$/);
    const index = reachedSince(before, (target) => target === path).indexOf(1);
    const sent = edge()
      .taps[index]?.requests()
      .findLast((request) => request.target === path);
    expect(sent?.headers).toMatchObject({
      'x-real-ip': address,
      'x-forwarded-for': address,
      'x-request-id': id,
    });
    await poll(
      async () =>
        edge()
          .accessLog()
          .split('\n')
          .find((line) => line.includes(`rid=${id}`)) ?? '',
      (line) => expect(line).toMatch(new RegExp(`^${address} .* via=127\\.0\\.0\\.1$`)),
      { message: 'the request in the access log', timeout: 5000 },
    );
  });
});

describe('Mozilla’s HTTP Observatory', () => {
  it('grades the site B+ or better', async () => {
    const result = await observatoryScan(
      `localhost:${edge().httpsPort}`,
      edge().certificate.authorityPath,
    );
    const failed = Object.entries(result.tests)
      .filter(([, test]) => test.scoreModifier !== 0 || !test.pass)
      .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier})`);
    console.info(`observatory: ${result.grade}, score ${result.score}; ${failed.join('; ')}`);
    expect(gradeAtLeast(result.grade, 'B+'), result.grade).toBe(true);
  }, 60_000);
});
