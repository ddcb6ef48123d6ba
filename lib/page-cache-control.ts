// What the site's pages tell browsers, and any cache between the site and them, about keeping a
// copy: keep it, but ask again before each use (an ETag makes the answer a 304 when nothing
// changed). Read by next.config.mjs, so no `#lib` imports.
//
// Next's own header for a statically generated page is `s-maxage=3600,
// stale-while-revalidate=31532400`. A browser ignores `s-maxage` but honours the second part for
// the RSC payloads its router fetches: a visitor who read an announcement before it was edited,
// opening it again from a link days later, would be shown the old text once while the browser
// fetched the new one behind it. And a CDN would keep a page an hour after the webhook. The edge
// (deploy/nginx/site.conf) says the same as this; the site says it too, for `npm start` alone.
//
// Next sets its own header over this one where a copy must not be kept at all: draft mode and a
// failed render; proxy.ts sets `/`'s. A route handler's own header does not win over it (Next
// keeps what next.config.mjs set), so the route handlers it covers say none of their own; those
// under /api/ do, and it leaves them alone.

export const pageCacheControl = 'public, max-age=0, must-revalidate';

/**
 * Every address but Next's assets and image optimiser, the APIs and the private help report
 * (lib/help-report), which say their own.
 */
export const pageCacheControlSource = '/:path((?!_next/|api/|aiapi/|help-report(?:/|$)).*)';
