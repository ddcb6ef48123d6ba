// Read by next.config.mjs when the site is built: the policy is part of the build.
import { tongjiOrigin } from './analytics/tongji-id.ts';
import { config, type Env } from './config/index.ts';
import { imageOrigins } from './image-origins.ts';

/**
 * A static Content-Security-Policy: a nonce would force every page to render per request and
 * cannot coexist with ISR, so scripts are limited to this origin plus inline (Next's bootstrap).
 * Images may also come from the content service's and the drawing service's public origins
 * (lib/image-origins.ts), from configuration, never edited here. Baidu Tongji's host is allowed
 * (its script, its beacon image and its requests) only when a valid BAIDU_TONGJI_ID is set.
 */
export function contentSecurityPolicy(env?: Env): string {
  const images = imageOrigins(env).join(' ');
  const statistics = config(env).site.tongjiId ? ` ${tongjiOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${statistics}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images}${statistics}`,
    "font-src 'self'",
    `connect-src 'self'${statistics}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
