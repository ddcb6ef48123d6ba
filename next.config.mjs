// @ts-check
import { fileURLToPath } from 'node:url';
import { buildDir, defaultBuildDir } from './lib/build-dir.ts';
import { config } from './lib/config/index.ts';
import { contentSecurityPolicy } from './lib/content-security-policy.ts';
import { pageMemoryCacheBytes } from './lib/cache/page-memory.ts';
import { imageOptimizerConfig } from './lib/image-optimizer.ts';
import { pageCacheControl, pageCacheControlSource } from './lib/page-cache-control.ts';

/** @typedef {import('./lib/next-internals/custom-routes.ts').Redirect} Redirect */
/** @typedef {import('./lib/next-internals/custom-routes.ts').Rewrite} Rewrite */

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

/**
 * The previous site's old addresses, each to its current page, in both locales.
 * @returns {Redirect[]}
 */
function oldAddresses() {
  /** @type {[string, string][]} */
  const moves = [
    ['/announcement_old', '/announcement'],
    ['/announcement_old/copy', '/announcement'],
    ['/announcement_old/index%20copy', '/announcement'],
    ['/announcement_old/:id(\\d+)', '/announcement/:id'],
    ['/announcement_old/:id(\\d+)/copy', '/announcement/:id'],
    ['/announcement_old/:id(\\d+)%20copy', '/announcement/:id'],
    ['/download/index%20copy', '/download'],
    ['/support/index%20copy', '/support'],
  ];
  return moves.flatMap(([source, destination]) => [
    { source, destination, permanent: true },
    { source: `/en${source}`, destination: `/en${destination}`, permanent: true },
  ]);
}

/**
 * A contributor's public address names them in the query (/contributor/user/detail?id=3), which
 * a statically generated page cannot read; it is served by the static route …/detail/3. The
 * rewrite of Chinese pages runs first, so this one sees /zh/… for Chinese and /en/… for
 * English. Without a well-formed id nothing is rewritten and the bare path is the localised 404.
 * @returns {Rewrite[]}
 */
function contributorDetail() {
  return [
    {
      source: '/:locale(zh|en)/contributor/user/detail',
      has: [{ type: 'query', key: 'id', value: '(?<id>[1-9]\\d{0,8})' }],
      destination: '/:locale/contributor/user/detail/:id',
    },
  ];
}

/**
 * The internal form of a contributor's address is not a second public one.
 * @returns {Redirect[]}
 */
function contributorInternal() {
  return ['', '/en'].map((prefix) => ({
    source: `${prefix}/contributor/user/detail/:id(\\d+)`,
    destination: `${prefix}/contributor/user/detail?id=:id`,
    permanent: true,
  }));
}

/**
 * A Chinese address has no locale prefix: /support is served by the page /zh/support. The
 * rewrite depends on the address alone, so it lives here, where it costs a regular expression,
 * rather than in the proxy, which costs a tenth to a quarter more processor time a request
 * (proxy.ts, docs/performance.md).
 * Left out: `/` (the proxy routes it by the visitor), English and /zh/… addresses, the APIs,
 * the private help report (one page for both languages, lib/help-report), Next's assets and
 * files with an extension.
 * @returns {Rewrite[]}
 */
function chinesePages() {
  return [
    {
      source: '/:path((?!en(?:/|$)|zh(?:/|$)|api/|aiapi/|help-report(?:/|$)|_next/|.*\\.\\w+$).+)',
      destination: '/zh/:path',
    },
  ];
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `.next` unless NEXT_DIST_DIR names another: the browser tests build into `.next-e2e`.
  distDir: buildDir(),
  // A build into another folder checks its types with a tsconfig that already names that
  // folder's generated types; with tsconfig.json Next would add them there, where a stale copy
  // (of a route since removed) would then fail `npm run typecheck`.
  typescript: {
    ...(buildDir() === defaultBuildDir ? {} : { tsconfigPath: 'tsconfig.dist-dir.json' }),
    // The test build (BUILD_TYPECHECK=0) is made from the sources that `npm run check` checks
    // with the same `next typegen && tsc`; a second check there only costs a core for a minute.
    ignoreBuildErrors: !config().tooling.buildTypecheck,
  },
  // A folder that runs with Node alone (server files and the node_modules they trace), from
  // which scripts/package.ts makes the release (docs/operations.md, "The release").
  output: 'standalone',
  reactStrictMode: true,
  experimental: {
    // Turbopack's cost-based grouping of CSS, at its default price of a request. Its default
    // chunking merged the styles of the announcement, download and help routes into one 33 kB
    // stylesheet that each of those pages loaded before its first paint (docs/performance.md,
    // "Stylesheets").
    cssChunking: 'graph',
    // Turbopack keeps its work in <build folder>/cache for the next build in the same folder;
    // a CI run starts from a clean clone and never reads it, so it is not written there.
    turbopackFileSystemCacheForBuild: !config().tooling.ci,
  },
  poweredByHeader: false,
  // HELP_INSIGHTS=0: the feedback widget is left out of the build, not only of the page.
  ...(config().database.enabled
    ? {}
    : {
        turbopack: {
          resolveAlias: {
            '#components/help-feedback/help-feedback.tsx':
              './components/help-feedback/help-feedback-off.tsx',
          },
        },
      }),
  // Loaded by Node at run time, not bundled: lib/redis imports redis only with REDIS_URL; pino
  // and prom-client then exist once per process, shared by Next's bundles and the server around
  // them (lib/metrics/registry.ts); the feedback database's drivers are loaded only for the one
  // in use, and PGlite finds its WebAssembly and data files beside its own modules.
  serverExternalPackages: ['redis', 'pino', 'prom-client', 'pg', '@electric-sql/pglite'],
  // Content pictures are resized to the size they are shown and re-encoded as WebP.
  images: imageOptimizerConfig(),
  // Next's own file-system cache, shared between instances through Redis when REDIS_URL is set
  // (lib/cache/cache-handler.ts). Its memory layer holds 10 MB a process
  // (lib/cache/page-memory.ts).
  cacheMaxMemorySize: pageMemoryCacheBytes,
  cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.ts', import.meta.url)),
  async redirects() {
    return [
      ...oldAddresses(),
      ...contributorInternal(),
      // The Chinese feed has no locale prefix, like every Chinese address.
      {
        source: '/zh/announcement/feed.xml',
        destination: '/announcement/feed.xml',
        permanent: true,
      },
      {
        source: '/zh/download/releases.json',
        destination: '/download/releases.json',
        permanent: true,
      },
      { source: '/zh/manifest.webmanifest', destination: '/manifest.webmanifest', permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: chinesePages(),
      afterFiles: pageRewrites(),
      // Tried only when no page or route matched: one 404 page per locale, rendered at build,
      // answers every unknown address, so that no invented address adds a cache entry.
      fallback: [{ source: '/:locale(zh|en)/:path*', destination: '/:locale/page-not-found' }],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: pageCacheControlSource,
        headers: [{ key: 'Cache-Control', value: pageCacheControl }],
      },
    ];
  },
};

/** @returns {Rewrite[]} */
function pageRewrites() {
  return [
    ...contributorDetail(),
    // The rewrite of Chinese pages skips paths with a file extension, so it leaves out the feed's.
    { source: '/announcement/feed.xml', destination: '/zh/announcement/feed.xml' },
    // Likewise for the release list that the desktop applications and scripts read.
    { source: '/download/releases.json', destination: '/zh/download/releases.json' },
    // And for the Chinese web app manifest.
    { source: '/manifest.webmanifest', destination: '/zh/manifest.webmanifest' },
  ];
}

export default nextConfig;
