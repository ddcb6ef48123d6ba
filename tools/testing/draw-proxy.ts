// A drawing proxy for unit tests: a fake drawing service that records every call, and requests
// shaped as the site's own browser code sends them, each with a pass the proxy accepts (the
// captcha itself is tested in lib/captcha and through the routes).
import { type DrawBudget, MemoryDrawBudget } from '#lib/draw/budget.ts';
import type { PassRedeemer } from '#lib/draw/draw-gate.ts';
import { createDrawProxy, type DrawProxyOptions } from '#lib/draw/proxy.ts';
import { MemoryRateLimiter, type RateLimiter } from '#lib/rate-limit/rate-limit.ts';

/** The pass every test drawing carries unless it says otherwise. */
export const testPass = 'test-pass-0123456789abcdefghijkl';

/** Accepts `testPass` each time, and nothing else. */
export const testPasses: PassRedeemer = { redeem: async (pass) => pass === testPass };

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
    passes?: PassRedeemer;
    budget?: DrawBudget;
  } & Partial<Pick<DrawProxyOptions, 'visitor' | 'siteOrigin' | 'onBudgetSpent'>> = {},
) {
  return createDrawProxy({
    upstream: { base, token, timeoutMs: options.timeoutMs ?? 1000, fetch },
    passes: options.passes ?? testPasses,
    budget: options.budget ?? new MemoryDrawBudget({ hour: 1000, day: 1000 }),
    onBudgetSpent: options.onBudgetSpent,
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

/** A drawing as the dialog sends it: an object body gets `testPass` unless it names a pass. */
export function drawRequest(body: unknown, headers: Record<string, string> = {}) {
  const withPass =
    typeof body === 'object' && body !== null && !Array.isArray(body) && !('pass' in body)
      ? { ...body, pass: testPass }
      : body;
  return postRequest('/aiapi/v1/draw', withPass, headers);
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://site.test${path}`, {
    headers: { 'x-real-ip': '203.0.113.7', ...headers },
  });
}
