// What a POST to the drawing proxy must be before its body is read. Without these checks any
// web page could make its visitors' browsers start drawings (a `text/plain` form or fetch needs
// no CORS preflight) and spend the site's shared balance.
import { failure } from './respond.ts';

/**
 * A 403 when a browser says the request comes from another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` that is neither the site's public origin (SITE_URL) nor the host the request
 * was sent to (compared by host alone, since a TLS-terminating proxy hides the scheme). A
 * request without either header (curl, a server) is not a browser's cross-site request and
 * passes; it still meets the rate limit.
 */
export function refuseCrossSite(request: Request, siteOrigin: string | undefined): Response | null {
  return isCrossSite(request, siteOrigin)
    ? failure(403, 'requests from other sites are not accepted')
    : null;
}

/** Whether a browser says the request comes from another site (the rule of refuseCrossSite). */
export function isCrossSite(request: Request, siteOrigin: string | undefined): boolean {
  return (
    request.headers.get('sec-fetch-site') === 'cross-site' || !fromOwnOrigin(request, siteOrigin)
  );
}

function fromOwnOrigin(request: Request, siteOrigin: string | undefined): boolean {
  const origin = request.headers.get('origin');
  if (origin === null || origin === siteOrigin) return true;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return originHost(origin) === host.toLowerCase();
}

/** A 415 unless the body is declared as JSON: the only kind the proxy reads. */
export function refuseNonJson(request: Request): Response | null {
  return declaresJson(request) ? null : failure(415, 'the body must be sent as application/json');
}

/** Whether the body is declared as JSON. */
export function declaresJson(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/** The host of an Origin header, or undefined for `null` and anything that is not a URL. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
