import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSessionToken, linkId, sessionToken } from './draft-session.ts';
import { previewLink } from './preview-link.ts';

const secret = 'preview-secret-for-unit-tests-0123';
const now = Date.UTC(2026, 10, 25, 8, 0, 0);
const nowSeconds = now / 1000;

/** The session a link made at `now` opens: named by its signature, ending with it. */
function sessionOf(minutes: number, key = secret) {
  const link = previewLink('https://www.mantisoft.com', key, '/announcement/41', { minutes, now });
  const signature = link.searchParams.get('signature') ?? '';
  const expires = Number(link.searchParams.get('expires'));
  return { signature, expires, token: sessionToken(key, { link: linkId(signature), expires }) };
}

describe('a draft session', () => {
  it('lasts exactly as long as the link that opened it, and names that link', () => {
    const { signature, expires, token } = sessionOf(15);
    const valid = checkSessionToken(token, secret, now);
    expect(valid).toEqual({ ok: true, session: { link: linkId(signature), expires } });
    expect(checkSessionToken(token, secret, now + 15 * 60_000 - 1000).ok).toBe(true);
    expect(checkSessionToken(token, secret, now + 15 * 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    // The link's own signature is not in the token: the cookie cannot be turned into the link.
    expect(token).not.toContain(signature);
    expect(token).not.toContain(signature.slice(3, 20));
  });

  it('ends for everyone when the secret is rotated', () => {
    const { token } = sessionOf(60);
    expect(checkSessionToken(token, secret, now).ok).toBe(true);
    expect(checkSessionToken(token, 'the-rotated-preview-secret-4567', now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkSessionToken(token, undefined, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('cannot be lengthened, moved to another link, or made up', () => {
    const { token } = sessionOf(15);
    const [version, link, expires, mac] = token.split('.');
    const later = [version, link, String(Number(expires) + 3600), mac].join('.');
    expect(checkSessionToken(later, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    const other = [version, linkId('v1,another'), expires, mac].join('.');
    expect(checkSessionToken(other, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const made of ['', 'x', `${token}x`, token.replace('v1.', 'v2.'), ' '.repeat(100)]) {
      expect(checkSessionToken(made, secret, now).ok, made).toBe(false);
    }
    expect(checkSessionToken(undefined, secret, now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('is never longer than a link may last, even when signed with the secret', () => {
    const day = sessionToken(secret, { link: linkId('v1,x'), expires: nowSeconds + 86_400 });
    expect(checkSessionToken(day, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    const hour = sessionToken(secret, { link: linkId('v1,x'), expires: nowSeconds + 3600 });
    expect(checkSessionToken(hour, secret, now).ok).toBe(true);
  });

  it('is signed with a key of its own, not with the links’ secret itself', () => {
    const { signature, expires } = sessionOf(15);
    const payload = `v1.${linkId(signature)}.${expires}`;
    const withLinkKey = createHmac('sha256', secret).update(payload).digest('base64url');
    expect(checkSessionToken(`${payload}.${withLinkKey}`, secret, now).ok).toBe(false);
  });
});
