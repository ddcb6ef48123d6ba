// The test site every integration test talks to, as the global set-up started it
// (tools/testing/site-global-setup.ts), and the requests the tests make of it.
import { inject } from 'vitest';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';
import { e2eServerEnv } from '#tools/process/web-server.ts';

export const site = inject('site');

/** The environment the site's server runs with, secrets included. */
export const serverEnv = e2eServerEnv(site);

/** An address of the site. */
export function siteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

/** The site's answer to a GET, without following a redirect. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(siteUrl(path), { headers, redirect: 'manual' });
}

/** A call of the revalidation webhook, signed with the site's secret unless told another. */
export function webhook(
  tags: string[],
  options: { secret?: string; id?: string; timestamp?: number } = {},
): Promise<Response> {
  const { secret = site.revalidateSecret, ...message } = options;
  const { body, headers } = signedWebhook(secret, tags, message);
  return fetch(siteUrl('/api/revalidate'), { method: 'POST', headers, body, redirect: 'manual' });
}
