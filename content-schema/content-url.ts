// Content URLs that the site turns into a link, a redirect, a QR code, an image or a
// releases.json entry: https only, so that no content can carry a script (`javascript:`,
// `data:`, `vbscript:`, or any other scheme, however written). Plain http is accepted only on
// the content service's own origins as the configuration names them (the embedded reference
// service serves its files over http), never because the content says so.
import { z } from 'zod';
import { config, type Env } from '#lib/config/index.ts';
import { contentImageOrigins } from '#lib/image-origins.ts';

/**
 * The origins whose http: URLs are accepted: the content service's public origins, the same
 * ones the Content-Security-Policy allows images from (lib/image-origins.ts), and the origin the
 * site reads the service from (CONTENT_API_BASE), each when it is http.
 */
export function httpContentOrigins(env?: Env): Set<string> {
  const origins = [...contentImageOrigins(env), new URL(config(env).content.apiBase).origin];
  return new Set(origins.filter((origin) => origin.startsWith('http:')));
}

// Control characters (tab and newline among them) anywhere, or spaces around it, are how a
// script URL hides from a check on the text; a clean content URL has none, so they are refused.
const hidden = /[\u0000-\u001f\u007f]/;

/** Whether a content URL may reach a visitor: https, or http on an allowed origin. */
export function isSafeContentUrl(value: string, httpOrigins: ReadonlySet<string>): boolean {
  if (hidden.test(value) || value !== value.trim() || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && httpOrigins.has(url.origin);
}

/** A content URL that a visitor's browser or an updater follows. */
export const contentUrl = z.url().refine((value) => isSafeContentUrl(value, httpContentOrigins()), {
  message: 'must be an https: URL (http: only on the content service’s configured origin)',
});
