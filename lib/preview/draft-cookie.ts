// Next's draft mode cookie, with the attributes this site wants: Next writes it `SameSite=None;
// Secure` in production, which a browser drops over plain HTTP (an intranet preview server) and
// which would be sent along with other sites' requests. Here it is `HttpOnly; SameSite=Lax`, and
// `Secure` whenever the editor reached the site over TLS (directly or through the edge).
import { cookies, draftMode } from 'next/headers';
import { draftCookieName } from '../next-internals/draft-mode.ts';

/** Whether the browser's connection is TLS: the edge says so in X-Forwarded-Proto. */
export function overTls(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded === 'https' || new URL(request.url).protocol === 'https:';
}

export async function enterDraftMode(request: Request): Promise<void> {
  (await draftMode()).enable();
  const jar = await cookies();
  const value = jar.get(draftCookieName)?.value;
  if (!value) throw new Error('draft mode did not set its cookie');
  jar.set(draftCookieName, value, cookieAttributes(request));
}

export async function leaveDraftMode(request: Request): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).set(draftCookieName, '', {
    ...cookieAttributes(request),
    expires: new Date(0),
  });
}

function cookieAttributes(request: Request) {
  return { httpOnly: true, sameSite: 'lax', secure: overTls(request), path: '/' } as const;
}
