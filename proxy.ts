// Locale routing where it depends on the request. The locale comes from the URL: Chinese has no
// prefix, English lives under /en. Only `/` looks at the visitor's stored choice (cookie) or
// browser languages, and redirects English visitors to /en with a 302. Nothing here sets a cookie.
// The answer of `/` depends on the visitor, so no shared cache may keep it, and the browser asks
// again before each use of its own copy (`private, no-cache`); `no-store` would say the same to
// caches but keep the home page out of the back/forward cache, so that a visitor coming back to it
// reloaded it. /zh/… is sent to its address without the prefix. Every other Chinese address is
// rewritten onto its /zh/… page by next.config.mjs (`chinesePages`), not here.
import { i18nRouter } from 'next-i18n-router';
import { type NextRequest, NextResponse } from 'next/server';
import { localeCookie } from './lib/i18n/cookie.ts';
import { defaultLocale, locales } from './lib/i18n/locales.ts';
import { rootLocale } from './lib/i18n/negotiate.ts';
import { localizedPath } from './lib/navigation.ts';

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/') {
    const locale = rootLocale(
      request.cookies.get(localeCookie)?.value,
      request.headers.get('accept-language'),
    );
    if (locale !== defaultLocale) {
      const target = request.nextUrl.clone();
      target.pathname = localizedPath(locale, '/');
      const redirect = NextResponse.redirect(target, 302);
      return perVisitor(redirect);
    }
  }
  const response = i18nRouter(request, {
    locales: [...locales],
    defaultLocale,
    // Past the root, neither a cookie nor a header may move a visitor to another locale.
    localeCookie: '',
    localeDetector: false,
    serverSetCookie: 'never',
  });
  return request.nextUrl.pathname === '/' ? perVisitor(response) : response;
}

function perVisitor(response: NextResponse): NextResponse {
  response.headers.set('vary', 'Cookie, Accept-Language');
  response.headers.set('cache-control', 'private, no-cache');
  return response;
}

export const config = {
  // `/` and /zh/… alone. Each request the proxy runs for costs a tenth to a quarter more
  // processor time (docs/performance.md), three exceptions Next throws and catches to hand the
  // answer on among them, so every other Chinese page, which depends on its address alone, is a
  // rewrite of next.config.mjs, and English pages, whose address names their locale, are left
  // alone.
  matcher: ['/', '/zh/:path*'],
};
