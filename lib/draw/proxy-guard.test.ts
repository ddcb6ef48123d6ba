// The proxy's defences against a visitor who forges headers or drives it from another site.
import { describe, expect, it } from 'vitest';
import {
  accepted,
  drawRequest,
  getRequest,
  postRequest,
  proxyWith,
  upstreamAnswering,
} from '#tools/testing/draw-proxy.ts';
import { clientAddress } from './client-address.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';

const forgedAddresses = Array.from({ length: 8 }, (_, index) => `198.51.100.${index + 1}`);

async function statusesOf(responses: Promise<Response>[]) {
  const statuses = [];
  for (const response of responses) statuses.push((await response).status);
  return statuses;
}

describe('the visitor address', () => {
  it('ignores a forged X-Real-IP: the 6th of 8 draws is refused', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    // The site's own reading of the address, in a process whose server stamped nothing.
    const proxy = proxyWith(upstream.fetch, {
      limiter: new MemoryRateLimiter({ limit: 5, windowS: 60 }),
      visitor: (request) => clientAddress(request.headers),
    });
    const statuses = [];
    for (const address of forgedAddresses) {
      const response = await proxy.draw(drawRequest({ prompt: 'a fox' }, { 'x-real-ip': address }));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(upstream.calls).toHaveLength(5);
  });

  it('counts each visitor apart, as a trusted edge names them', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const proxy = proxyWith(upstream.fetch, {
      limiter: new MemoryRateLimiter({ limit: 5, windowS: 60 }),
    });
    const draw = (address: string) =>
      proxy.draw(drawRequest({ prompt: 'a fox' }, { 'x-real-ip': address }));
    expect(await statusesOf(forgedAddresses.map(draw))).toEqual(Array(8).fill(200));
    const repeated = Array.from({ length: 5 }, () => draw('198.51.100.1'));
    expect(await statusesOf(repeated)).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('an IPv6 visitor', () => {
  it('is their /64: any address of it shares one limit, the next /64 is another visitor', async () => {
    const account = { code: 0, msg: 'ok', data: { balance: 10, used: 0 } };
    const upstream = upstreamAnswering(({ url }) =>
      Response.json(url.endsWith('/client/detail') ? account : accepted),
    );
    const proxy = proxyWith(upstream.fetch, {
      limiter: new MemoryRateLimiter({ limit: 2, windowS: 60 }),
      detailLimiter: new MemoryRateLimiter({ limit: 2, windowS: 60 }),
    });
    const draw = (address: string) =>
      proxy.draw(drawRequest({ prompt: 'a fox' }, { 'x-real-ip': address }));
    const phone = ['2001:db8:aa:1::1', '2001:db8:aa:1:8000::2', '2001:db8:aa:1:ffff::3'];
    expect(await statusesOf(phone.map(draw))).toEqual([200, 200, 429]);
    expect(await statusesOf([draw('2001:db8:aa:2::1')])).toEqual([200]);
    const points = (address: string) =>
      proxy.clientDetail(getRequest('/aiapi/v1/client/detail', { 'x-real-ip': address }));
    expect(await statusesOf(phone.map(points))).toEqual([200, 200, 429]);
  });
});

describe('requests from other sites', () => {
  const routes = [
    ['draw', { prompt: 'a fox' }],
    ['task/detail', { taskId: 'task-1' }],
  ] as const;

  it.each(routes)(
    'refuses a cross-site Origin on %s with 403, before the service',
    async (path, body) => {
      const upstream = upstreamAnswering(() => Response.json(accepted));
      const proxy = proxyWith(upstream.fetch);
      const request = postRequest(`/aiapi/v1/${path}`, body, { origin: 'https://evil.example' });
      const response = await (path === 'draw' ? proxy.draw(request) : proxy.taskDetail(request));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 403,
        msg: 'requests from other sites are not accepted',
        data: null,
      });
      expect(upstream.calls).toHaveLength(0);
    },
  );

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site with our own Origin',
      {
        'sec-fetch-site': 'cross-site',
        origin: 'https://site.test',
      },
    ],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['an Origin on another port of our host', { origin: 'http://site.test:8080' }],
  ])('refuses %s with 403', async (_, headers) => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const response = await proxyWith(upstream.fetch).draw(
      drawRequest({ prompt: 'a fox' }, headers),
    );
    expect(response.status).toBe(403);
    expect(upstream.calls).toHaveLength(0);
  });

  it.each([
    [
      'the public origin (SITE_URL)',
      { origin: 'https://site.test', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'the host the request was sent to',
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    ],
    ['no Origin at all (not a browser)', {}],
    ['a same-site subdomain', { 'sec-fetch-site': 'same-site' }],
  ])('accepts a request from %s', async (_, headers) => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const response = await proxyWith(upstream.fetch).draw(
      drawRequest({ prompt: 'a fox' }, headers),
    );
    expect(response.status).toBe(200);
    expect(upstream.calls).toHaveLength(1);
  });
});

describe('the body type', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])(
    'refuses a %s body with 415, before the service',
    async (type) => {
      const upstream = upstreamAnswering(() => Response.json(accepted));
      const response = await proxyWith(upstream.fetch).draw(
        drawRequest({ prompt: 'a fox' }, { 'content-type': type }),
      );
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        code: 415,
        msg: 'the body must be sent as application/json',
        data: null,
      });
      expect(upstream.calls).toHaveLength(0);
    },
  );

  it('reads application/json with a charset', async () => {
    const upstream = upstreamAnswering(() => Response.json(accepted));
    const response = await proxyWith(upstream.fetch).draw(
      drawRequest({ prompt: 'a fox' }, { 'content-type': 'Application/JSON; charset=utf-8' }),
    );
    expect(response.status).toBe(200);
  });
});

describe('the detail routes', () => {
  it('limits client/detail and task/detail together, apart from drawings', async () => {
    let now = 0;
    const upstream = upstreamAnswering(() =>
      Response.json({ code: 0, msg: 'ok', data: { balance: 10, used: 4 } }),
    );
    const proxy = proxyWith(upstream.fetch, {
      detailLimiter: new MemoryRateLimiter({ limit: 3, windowS: 60 }, () => now),
    });
    const account = () => proxy.clientDetail(getRequest('/aiapi/v1/client/detail'));
    expect((await account()).status).toBe(200);
    expect((await account()).status).toBe(200);
    now = 15_000;
    const task = await proxy.taskDetail(postRequest('/aiapi/v1/task/detail', { taskId: 't' }));
    expect(task.status).not.toBe(429);
    const refused = await account();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toMatchObject({ code: 429, data: null });
    const refusedTask = await proxy.taskDetail(
      postRequest('/aiapi/v1/task/detail', { taskId: 't' }),
    );
    expect(refusedTask.status).toBe(429);
    expect(upstream.calls).toHaveLength(3);
    // Another visitor, and drawings, are counted apart.
    const other = await proxy.clientDetail(
      getRequest('/aiapi/v1/client/detail', { 'x-real-ip': '198.51.100.9' }),
    );
    expect(other.status).toBe(200);
    now = 60_000;
    expect((await account()).status).toBe(200);
  });
});
