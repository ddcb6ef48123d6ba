// Which requests the locale proxy sees, and what it does with them. Its matcher is the one Next
// compiles (next/experimental/testing/server), so a page left out of it would show here.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy.ts';

const site = 'https://www.example.com';
const runsFor = (path: string) => unstable_doesMiddlewareMatch({ config, url: `${site}${path}` });

describe('the locale proxy', () => {
  it('runs for the Chinese pages, which it rewrites onto their locale', () => {
    for (const path of ['/', '/support', '/announcement/7', '/zh/support', '/enx', '/english']) {
      expect(runsFor(path), path).toBe(true);
    }
    const response = proxy(new NextRequest(`${site}/support/12?q=1`));
    expect(response.headers.get('x-middleware-rewrite')).toBe(`${site}/zh/support/12?q=1`);
  });

  it('leaves out English pages, whose address already names their locale', () => {
    for (const path of ['/en', '/en/support', '/en/announcement/7', '/en/download/mac/intel']) {
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

  it('sends English visitors of / to /en, for them alone', () => {
    const request = new NextRequest(`${site}/`, { headers: { 'accept-language': 'en-GB,en' } });
    const response = proxy(request);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${site}/en`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
