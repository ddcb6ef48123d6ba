// The cookies of an editor's preview. Next's draft mode cookie is rewritten with the attributes
// this site wants: Next writes it `SameSite=None; Secure` in production, which a browser drops
// over plain HTTP (an intranet preview server) and which would be sent along with other sites'
// requests. Here it is `HttpOnly; SameSite=Lax`, and `Secure` whenever the editor reached the
// site over TLS (directly or through the edge). Beside it goes the draft session
// (./draft-session.ts), with the same attributes, which ends with the link; Next's cookie stays a
// day longer, so that the preview bar can tell the editor the preview ended (./draft-state.ts).
import { cookies, draftMode } from 'next/headers';
import { config } from '../config/index.ts';
import { draftCookieName } from '../next-internals/draft-mode.ts';
import { draftSessionCookie, linkId, sessionToken } from './draft-session.ts';

/** How long Next's cookie outlives the session: the bar says "ended" meanwhile. */
const endedNoticeSeconds = 24 * 60 * 60;

/** Whether the browser's connection is TLS: the edge says so in X-Forwarded-Proto. */
export function overTls(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded === 'https' || new URL(request.url).protocol === 'https:';
}

/** The link that opens preview: its signature and expiry (Unix seconds). */
export type OpeningLink = { signature: string; expires: number };

export async function enterDraftMode(request: Request, link: OpeningLink): Promise<void> {
  const secret = config().content.previewSecret;
  if (!secret) throw new Error('a preview link was accepted without a PREVIEW_SECRET');
  (await draftMode()).enable();
  const jar = await cookies();
  const value = jar.get(draftCookieName)?.value;
  if (!value) throw new Error('draft mode did not set its cookie');
  const attributes = cookieAttributes(request);
  jar.set(draftCookieName, value, {
    ...attributes,
    expires: new Date((link.expires + endedNoticeSeconds) * 1000),
  });
  const token = sessionToken(secret, { link: linkId(link.signature), expires: link.expires });
  jar.set(draftSessionCookie, token, { ...attributes, expires: new Date(link.expires * 1000) });
}

export async function leaveDraftMode(request: Request): Promise<void> {
  (await draftMode()).disable();
  const jar = await cookies();
  for (const name of [draftCookieName, draftSessionCookie]) {
    jar.set(name, '', { ...cookieAttributes(request), expires: new Date(0) });
  }
}

function cookieAttributes(request: Request) {
  return { httpOnly: true, sameSite: 'lax', secure: overTls(request), path: '/' } as const;
}
