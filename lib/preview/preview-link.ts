// Signed preview links: `/api/preview?path=…&expires=…&signature=…`. The signature is the
// webhook's construction (Standard Webhooks: HMAC-SHA256, `v1,<base64>`) over
// `preview.<expires>.<path>`, with PREVIEW_SECRET. A link is valid until `expires` (Unix
// seconds), at most an hour after it is made; an editor may open it again until then.
import { timingSafeEqual } from 'node:crypto';
import { sign } from '../webhook/standard-webhooks.ts';
import { pagePath } from './page-path.ts';
import { previewPath } from './routes.ts';

export const defaultLinkMinutes = 15;
export const maxLinkMinutes = 60;
/** Clocks of the content platform and the site may differ by this much. */
const clockSkewSeconds = 60;

function signature(secret: string, path: string, expires: number): string {
  return sign(secret, 'preview', expires, path);
}

export function previewLink(
  site: string,
  secret: string,
  path: string,
  options: { minutes?: number; now?: number } = {},
): URL {
  const minutes = options.minutes ?? defaultLinkMinutes;
  const canonical = pagePath(path);
  if (canonical === null) throw new Error(`${path} is not a page of the site`);
  if (!(minutes > 0 && minutes <= maxLinkMinutes)) {
    throw new Error(`a preview link lasts 1 to ${maxLinkMinutes} minutes, not ${minutes}`);
  }
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + Math.round(minutes * 60);
  const link = new URL(previewPath, site);
  link.searchParams.set('path', canonical);
  link.searchParams.set('expires', String(expires));
  link.searchParams.set('signature', signature(secret, canonical, expires));
  return link;
}

export type PreviewVerdict =
  | {
      ok: true;
      path: string;
      /** Unix seconds: when the link, and the draft session it opens, end. */
      expires: number;
      signature: string;
    }
  | { ok: false; status: 400 | 401; message: string };

/** Checks a preview link's query: the path first (400), then the signature and time (401). */
export function checkPreviewLink(
  query: URLSearchParams,
  secret: string | undefined,
  now: number = Date.now(),
): PreviewVerdict {
  const one = (name: string) => {
    const values = query.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const path = one('path');
  const expires = one('expires');
  const given = one('signature');
  const target = path === undefined ? null : pagePath(path);
  if (path === undefined || target === null) {
    return {
      ok: false,
      status: 400,
      message: 'path must be one page of this site, such as /en/announcement/41',
    };
  }
  if (!secret) {
    return { ok: false, status: 401, message: 'preview is off: the site has no PREVIEW_SECRET' };
  }
  if (expires === undefined || given === undefined || !/^\d{1,12}$/.test(expires)) {
    return { ok: false, status: 401, message: 'expires (Unix seconds) and signature are required' };
  }
  const seconds = Number(expires);
  const nowSeconds = now / 1000;
  if (seconds < nowSeconds) {
    return { ok: false, status: 401, message: 'this preview link has expired: ask for a new one' };
  }
  if (seconds > nowSeconds + maxLinkMinutes * 60 + clockSkewSeconds) {
    return {
      ok: false,
      status: 401,
      message: `a preview link lasts at most ${maxLinkMinutes} minutes`,
    };
  }
  const expected = Buffer.from(signature(secret, path, seconds));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, status: 401, message: 'signature does not match this link' };
  }
  return { ok: true, path: target, expires: seconds, signature: given };
}
