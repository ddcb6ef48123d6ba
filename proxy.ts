// Locale routing, nothing else. The locale comes from the URL: Chinese has no prefix, English
// lives under /en. Only `/` looks at the visitor's stored choice (cookie) or browser languages,
// and redirects English visitors to /en with a 302. Nothing here sets a cookie. The answer of `/`
// depends on the visitor, so no shared cache may keep it (`private, no-store`).
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
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

export const config = {
  // Pages only: not the API, the drawing proxy, Next's assets or files with an extension. Not
  // English pages either: their address names the locale, so there is nothing to route (i18nRouter
  // only passes them on), and each request the proxy runs for costs about a tenth more processor
  // time, three exceptions Next throws and catches to hand the answer on among them.
  matcher: ['/((?!api/|aiapi/|_next/|en/|en$|.*\\.[\\w]+$).*)'],
};
