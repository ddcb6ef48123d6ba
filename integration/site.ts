// The test site every integration test talks to, as the global set-up started it
// (tools/testing/site-global-setup.ts), and the requests the tests make of it.
import { inject } from 'vitest';

export const site = inject('site');

/** An address of the site. */
export function siteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

/** The site's answer to a GET, without following a redirect. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(siteUrl(path), { headers, redirect: 'manual' });
}
