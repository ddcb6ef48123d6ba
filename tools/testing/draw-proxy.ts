// A drawing proxy for unit tests: a fake drawing service that records every call, and requests
// shaped as the site's own browser code sends them.
import { createDrawProxy, type DrawProxyOptions } from '#lib/draw/proxy.ts';
import { MemoryRateLimiter, type RateLimiter } from '#lib/draw/rate-limit.ts';

export const token = 'secret-token-123';
export const base = 'http://draw.test';
export const accepted = { code: 0, msg: 'ok', data: { paintingSign: 'task-1' } };

type Captured = { url: string; method: string; headers: Headers; body: string | null };

export function upstreamAnswering(answer: (call: Captured) => Response | Promise<Response>) {
  const calls: Captured[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    return answer(call);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

export function proxyWith(
  fetch: typeof globalThis.fetch,
  options: {
    limiter?: RateLimiter;
    detailLimiter?: RateLimiter;
    timeoutMs?: number;
  } & Partial<Pick<DrawProxyOptions, 'visitor' | 'siteOrigin'>> = {},
) {
  return createDrawProxy({
    upstream: { base, token, timeoutMs: options.timeoutMs ?? 1000, fetch },
    limiter: options.limiter ?? new MemoryRateLimiter({ limit: 100, windowS: 60 }),
    detailLimiter: options.detailLimiter ?? new MemoryRateLimiter({ limit: 100, windowS: 60 }),
    visitor: options.visitor ?? edgeVisitor,
    siteOrigin: options.siteOrigin ?? 'https://site.test',
  });
}

/**
 * The visitor as a server behind a trusted edge stamps it (lib/draw/peer-address.ts): the edge's
 * X-Real-IP. The requests below come from 203.0.113.7 unless told.
 */
export const edgeVisitor = (request: Request) => request.headers.get('x-real-ip') ?? 'unknown';

/** A POST as the site's browser code sends it, from the visitor 203.0.113.7 unless told. */
export function postRequest(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function drawRequest(body: unknown, headers: Record<string, string> = {}) {
  return postRequest('/aiapi/v1/draw', body, headers);
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://site.test${path}`, {
    headers: { 'x-real-ip': '203.0.113.7', ...headers },
  });
}
