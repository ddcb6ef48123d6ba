// Which requests the locale proxy sees, and what it does with them. Its matcher is the one Next
// compiles (next/experimental/testing/server), so a page left out of it would show here.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy.ts';

const site = 'https://www.example.com';
const runsFor = (path: string) => unstable_doesMiddlewareMatch({ config, url: `${site}${path}` });

describe('the locale proxy', () => {
  it('runs for `/` and /zh/… alone', () => {
    for (const path of ['/', '/zh', '/zh/support', '/zh/announcement/7']) {
      expect(runsFor(path), path).toBe(true);
    }
    // Chinese pages are rewritten by next.config.mjs (next-config.test.ts), English ones name
    // their locale; neither is the proxy's.
    for (const path of ['/support', '/announcement/7', '/enx', '/en', '/en/support']) {
      expect(runsFor(path), path).toBe(false);
    }
  });

  it('leaves out the API, the drawing proxy, Next’s assets and files', () => {
    for (const path of [
      '/api/revalidate',
      '/aiapi/v1/draw',
      '/_next/static/a.js',
      '/favicon.ico',
    ]) {
      expect(runsFor(path), path).toBe(false);
    }
  });

  it('serves `/` from the Chinese home page to Chinese visitors, for them alone', () => {
    const response = proxy(new NextRequest(`${site}/`, { headers: { 'accept-language': 'zh' } }));
    expect(response.headers.get('x-middleware-rewrite')).toBe(`${site}/zh`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends /zh/… to its address without the prefix, query kept', () => {
    const response = proxy(new NextRequest(`${site}/zh/support/12?q=1`));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${site}/support/12?q=1`);
  });

  it('sends English visitors of / to /en, for them alone', () => {
    const request = new NextRequest(`${site}/`, { headers: { 'accept-language': 'en-GB,en' } });
    const response = proxy(request);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${site}/en`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});
