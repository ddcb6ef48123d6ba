// The contract between the site and Next's private modules: each internal the site relies on
// (lib/next-internals/), checked against the installed Next by what the site needs of it. A Next
// upgrade that changes one fails here, with its name, its module and the code that uses it,
// rather than as a cache that silently stops sharing or a 404 page that turns into an error.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { notFound } from 'next/navigation';
import { describe, expect, it } from 'vitest';
import { cacheTagsHeader, lookupKind, routeCachePath, storedKind } from './cache-entries.ts';
import { nextCliPath } from './cli.ts';
import { draftCookieName } from './draft-mode.ts';
import { tempFolder } from '#tools/testing/temp-folder.ts';

// These two load Next's modules as they are imported: each check imports them itself, so that a
// module Next no longer has fails that check, by name, rather than this whole file.
const incrementalCache = () => import('./incremental-cache.ts');
const notFoundTest = () => import('./not-found.ts');

const require = createRequire(import.meta.url);
const nextRoot = dirname(require.resolve('next/package.json'));
const nextPackage = require('next/package.json') as { version: string; bin: { next: string } };

/** A module of Next's, loaded as Next loads it. */
function nextModule(path: string): Record<string, unknown> {
  return require(`next/dist/${path}`) as Record<string, unknown>;
}

/** The text of one of Next's files, for what can only be read there (types, a variable set). */
function nextSource(path: string): string {
  return readFileSync(join(nextRoot, 'dist', path), 'utf8');
}

type Internal = {
  /** What the site relies on. */
  name: string;
  /** Where it lives in next/dist. */
  module: string;
  /** The site's code that relies on it. */
  usedBy: string;
  check: () => void | Promise<void>;
};

const tempCache = async () => ({
  dev: false,
  fs: (await incrementalCache()).nodeFs,
  serverDistDir: tempFolder('next-contract'),
  flushToDisk: false,
  maxMemoryCacheSize: 1024 * 1024,
  revalidatedTags: [],
  _requestHeaders: {},
});

const internals: Internal[] = [
  {
    name: 'FileSystemCache, a cache handler that keeps and returns entries',
    module: 'server/lib/incremental-cache/file-system-cache.js',
    usedBy: 'lib/cache/cache-handler.ts (the local layer under Redis)',
    async check() {
      const { FileSystemCache } = await incrementalCache();
      for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache']) {
        expect(typeof Reflect.get(FileSystemCache.prototype, method), method).toBe('function');
      }
      const cache = new FileSystemCache(await tempCache());
      const data = { headers: {}, body: 'e30=', status: 200, url: 'http://content.test/a' };
      const value = { kind: storedKind.fetch, data, revalidate: 60 };
      await cache.set('contract-key', value, { fetchCache: true, tags: ['contract'] });
      const found = await cache.get('contract-key', {
        kind: lookupKind.fetch,
        tags: ['contract'],
        softTags: [],
      });
      expect(found?.value).toEqual(value);
      expect(typeof found?.lastModified).toBe('number');
    },
  },
  {
    name: 'revalidateTag(tag, { expire }) marks the tag in tagsManifest as { stale, expired }',
    module: 'server/lib/incremental-cache/tags-manifest.external.js',
    usedBy: 'lib/cache/tag-marks.ts (the marks it records in Redis and merges back)',
    async check() {
      const { FileSystemCache, tagsManifest } = await incrementalCache();
      const tag = `contract-mark-${Date.now()}`;
      const before = Date.now();
      await new FileSystemCache(await tempCache()).revalidateTag(tag, { expire: 60 });
      const mark = tagsManifest.get(tag);
      expect(tagsManifest).toBeInstanceOf(Map);
      expect(mark?.stale).toBeGreaterThanOrEqual(before);
      expect(mark?.expired).toBe((mark?.stale ?? 0) + 60_000);
    },
  },
  {
    name: 'areTagsStale and areTagsExpired compare an entry date with the tag marks',
    module: 'server/lib/incremental-cache/tags-manifest.external.js',
    usedBy: 'lib/cache/cache-handler.ts (whether a lookup renders again)',
    async check() {
      const { areTagsExpired, areTagsStale, tagsManifest } = await incrementalCache();
      const now = Date.now();
      const tag = `contract-dates-${now}`;
      tagsManifest.set(tag, { stale: now - 10_000, expired: now - 5_000 });
      expect(areTagsStale([tag], now - 20_000)).toBe(true);
      expect(areTagsStale([tag], now - 1_000)).toBe(false);
      expect(areTagsExpired([tag], now - 20_000)).toBe(true);
      expect(areTagsExpired([tag], now - 1_000)).toBe(false);
      // revalidateTag(tag, 'max') sets an expiry far ahead: not expired until then.
      tagsManifest.set(tag, { stale: now - 10_000, expired: now + 60_000 });
      expect(areTagsExpired([tag], now - 20_000)).toBe(false);
    },
  },
  {
    name: 'nodeFs, the file system Next hands its cache',
    module: 'server/lib/node-fs-methods.js',
    usedBy: 'lib/cache/cache-handler.test.ts (a handler of its own)',
    async check() {
      const { nodeFs } = await incrementalCache();
      for (const method of ['readFile', 'writeFile', 'mkdir', 'stat', 'existsSync']) {
        expect(typeof Reflect.get(nodeFs, method), method).toBe('function');
      }
    },
  },
  {
    name: 'the kinds of cache entries and lookups (const enums)',
    module: 'server/response-cache/types.js',
    usedBy: 'lib/next-internals/cache-entries.ts: lib/metrics/cache.ts, the cache handler tests',
    check() {
      const types = nextModule('server/response-cache/types.js');
      expect(types.CachedRouteKind).toMatchObject(mirror(storedKind));
      expect(types.IncrementalCacheKind).toMatchObject(mirror(lookupKind));
    },
  },
  {
    name: 'NEXT_CACHE_TAGS_HEADER, where a page entry keeps its tags',
    module: 'lib/constants.js',
    usedBy: 'lib/cache/cache-handler.ts (tags of pages: Redis marks, renders ahead)',
    check() {
      expect(nextModule('lib/constants.js').NEXT_CACHE_TAGS_HEADER).toBe(cacheTagsHeader);
    },
  },
  {
    name: 'getRouteCacheKey, the cache key of a page or route handler',
    module: 'server/lib/route-cache-key.js',
    usedBy: 'lib/cache/page-warmer.ts (which pages a webhook renders ahead)',
    check() {
      const { getRouteCacheKey } = nextModule('server/lib/route-cache-key.js');
      expect(typeof getRouteCacheKey).toBe('function');
      const keyOf = getRouteCacheKey as (path: string, owner: object) => string;
      const page = keyOf('/en/announcement/3', {
        kind: 'APP_PAGE',
        sourceRoute: '/[locale]/announcement/[id]/page',
      });
      const feed = keyOf('/en/announcement/feed.xml', {
        kind: 'APP_ROUTE',
        sourceRoute: '/[locale]/announcement/feed.xml/route',
      });
      expect(routeCachePath(page)).toBe('/en/announcement/3');
      expect(routeCachePath(feed)).toBe('/en/announcement/feed.xml');
    },
  },
  {
    name: "`next start` sets __NEXT_PRIVATE_ORIGIN to the server's own address",
    module: 'server/lib/start-server.js',
    usedBy:
      'lib/cache/cache-handler.ts (renders ahead after a webhook); scripts/serve.ts sets it as `next start` does',
    check() {
      expect(nextSource('server/lib/start-server.js')).toMatch(
        /process\.env\.__NEXT_PRIVATE_ORIGIN = /,
      );
    },
  },
  {
    name: "COOKIE_NAME_PRERENDER_BYPASS, draft mode's cookie",
    module: 'server/api-utils/index.js',
    usedBy: 'lib/preview/draft-cookie.ts (the cookie rewritten HttpOnly; SameSite=Lax)',
    check() {
      expect(nextModule('server/api-utils/index.js').COOKIE_NAME_PRERENDER_BYPASS).toBe(
        draftCookieName,
      );
    },
  },
  {
    name: 'isHTTPAccessFallbackError and getAccessFallbackHTTPStatus tell notFound() apart',
    module: 'client/components/http-access-fallback/http-access-fallback.js',
    usedBy: 'app/[locale]/_routes/not-found.tsx (a page renders its own 404 screen)',
    async check() {
      const { isNotFoundError } = await notFoundTest();
      let thrown: unknown;
      try {
        notFound();
      } catch (error) {
        thrown = error;
      }
      expect(isNotFoundError(thrown)).toBe(true);
      expect(isNotFoundError(new Error('NEXT_HTTP_ERROR_FALLBACK;404'))).toBe(false);
      expect(isNotFoundError(Object.assign(new Error(), { digest: 'NEXT_REDIRECT;/' }))).toBe(
        false,
      );
    },
  },
  {
    name: 'the types Redirect and Rewrite (checked by `npm run typecheck`; here, that they exist)',
    module: 'lib/load-custom-routes.d.ts',
    usedBy: 'next.config.mjs (its redirects and rewrites)',
    check() {
      const types = nextSource('lib/load-custom-routes.d.ts');
      expect(types).toMatch(/export type Redirect\b/);
      expect(types).toMatch(/export type Rewrite\b/);
    },
  },
  {
    name: 'the types CacheHandler, CacheHandlerContext and CacheHandlerValue (likewise)',
    module: 'server/lib/incremental-cache/index.d.ts',
    usedBy: 'lib/cache/cache-handler.ts (what Next calls)',
    check() {
      const types = nextSource('server/lib/incremental-cache/index.d.ts');
      expect(types).toMatch(/export interface CacheHandlerContext\b/);
      expect(types).toMatch(/export interface CacheHandlerValue\b/);
      expect(types).toMatch(/export declare class CacheHandler\b/);
    },
  },
  {
    name: '__NEXT_PRIVATE_STANDALONE_CONFIG, the build’s configuration loaded as it is',
    module: 'server/config.js',
    usedBy: 'lib/next-internals/standalone.ts (scripts/serve.ts starts Next with it)',
    async check() {
      const loadConfig = nextModule('server/config.js').default as (
        phase: string,
        dir: string,
        options: { silent: boolean },
      ) => Promise<Record<string, unknown>>;
      const built = { distDir: '.next-copy', output: 'standalone', marker: 'the build’s own' };
      const before = process.env.__NEXT_PRIVATE_STANDALONE_CONFIG;
      process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built);
      try {
        const dir = tempFolder('next-contract');
        const config = await loadConfig('phase-production-server', dir, { silent: true });
        expect(config).toEqual(built);
      } finally {
        if (before === undefined) delete process.env.__NEXT_PRIVATE_STANDALONE_CONFIG;
        else process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = before;
      }
      // …and no warning that `next start` does not work with standalone output.
      expect(nextSource('server/next.js')).toMatch(
        /if \(!process\.env\.__NEXT_PRIVATE_STANDALONE_CONFIG\) \{\s*_log\.warn\(`"next start" does not work/,
      );
    },
  },
  {
    name: "the `next` program is Next's package bin",
    module: 'bin/next',
    usedBy: 'scripts/with-content.ts (`npm start` runs it in a node of its own)',
    check() {
      expect(nextCliPath()).toBe(join(nextRoot, nextPackage.bin.next));
    },
  },
];

/** Next's runtime enum for the constants we keep: `{ APP_PAGE: 'APP_PAGE', … }`. */
function mirror(kinds: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.values(kinds).map((value) => [value, value]));
}

describe(`the internals of Next ${nextPackage.version} that the site relies on`, () => {
  it.each(internals)('$name', async ({ name, module, usedBy, check }) => {
    try {
      require.resolve(`next/dist/${module}`);
      await check();
    } catch (error) {
      throw new Error(
        `Next's ${name} changed (next/dist/${module}), which ${usedBy} relies on: ` +
          'adapt lib/next-internals/ and that code to the new Next, or keep the old version.\n' +
          (error instanceof Error ? error.message : String(error)),
        { cause: error },
      );
    }
  });
});
