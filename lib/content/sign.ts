// The old backend's request signature: the query parameters sorted by name, written
// `name=value` and joined with `&`, the shared secret appended, MD5 in lowercase hex.
import { createHash } from 'node:crypto';

export type SignableParams = Record<string, string | number | boolean | null | undefined>;

/** The string that is hashed; parameters without a value are left out. */
export function signingString(params: SignableParams, secret: string): string {
  const pairs = Object.entries(params)
    .filter(([name, value]) => name !== 'sign' && value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${String(value)}`);
  return pairs.join('&') + secret;
}

export function signParams(params: SignableParams, secret: string): string {
  return createHash('md5').update(signingString(params, secret), 'utf8').digest('hex');
}

/** Adds `timestamp` and `sign` to a request URL's query. */
export function signUrl(url: URL, secret: string, now: Date = new Date()): URL {
  const signed = new URL(url);
  signed.searchParams.delete('sign');
  signed.searchParams.set('timestamp', String(Math.floor(now.getTime() / 1000)));
  signed.searchParams.set('sign', signParams(Object.fromEntries(signed.searchParams), secret));
  return signed;
}
