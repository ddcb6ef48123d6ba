// An editor's draft session: what makes draft mode grant drafts. Next's own draft cookie holds
// one value per build (its previewModeId), shared by every editor and valid until the next
// deployment, so on its own it grants nothing here. Opening a valid preview link also gives the
// browser this session, a token signed with a key derived from PREVIEW_SECRET that names the link
// (a hash of its signature) and ends when the link does, at most an hour later. Every draft read
// and render checks it (./draft-state.ts); rotating PREVIEW_SECRET ends every session at once.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { maxLinkMinutes } from './preview-link.ts';

/** The session's cookie: HttpOnly, SameSite=Lax, Secure over TLS (./draft-cookie.ts). */
export const draftSessionCookie = 'mantisoft_preview';

const version = 'v1';
/** Clocks of the content platform and the site may differ by this much (as for the links). */
const clockSkewSeconds = 60;

export type DraftSession = {
  /** Which link opened it: the first 128 bits of the SHA-256 of its signature, base64url. */
  link: string;
  /** When it ends, in Unix seconds: the link's own expiry. */
  expires: number;
};

/** The link's id: enough to tell links apart in a session, nothing to rebuild the link from. */
export function linkId(signature: string): string {
  return createHash('sha256').update(signature).digest().subarray(0, 16).toString('base64url');
}

/** A key of its own, so that a session token can never pass for a link's signature. */
function sessionKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('mantisoft draft session').digest();
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', sessionKey(secret)).update(payload).digest('base64url');
}

export function sessionToken(secret: string, session: DraftSession): string {
  const payload = `${version}.${session.link}.${session.expires}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type SessionVerdict =
  { ok: true; session: DraftSession } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** Whether `token` is a session this site issued with `secret`, and it has not ended. */
export function checkSessionToken(
  token: string | undefined,
  secret: string | undefined,
  now: number = Date.now(),
): SessionVerdict {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = /^v1\.([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!secret || !parts) return { ok: false, reason: 'invalid' };
  const [, link = '', expiresText = '', given = ''] = parts;
  const expected = Buffer.from(mac(secret, `${version}.${link}.${expiresText}`));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const expires = Number(expiresText);
  const nowSeconds = now / 1000;
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  // Only a session signed with the secret can be longer than a link; refused all the same.
  if (expires > nowSeconds + maxLinkMinutes * 60 + clockSkewSeconds) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, session: { link, expires } };
}
