// The Next server's cache handler (next.config.mjs `cacheHandler`): ISR pages, route handlers
// (feeds, releases.json, stable links) and fetch data. Loaded by Node at run time, not bundled.
//
// Without REDIS_URL, and always during `next build` and `next dev`, it is Next's own file-system
// cache and nothing else: `npm start` behaves exactly as it does without a handler.
//
// With REDIS_URL, every instance reads and writes its entries in Redis and records each tag
// revalidation there (lib/cache/shared-store.ts), on top of Next's cache:
// - read: Redis first; when Redis cannot answer in time, or has lost the entry, the newest copy
//   this instance has seen (a memory layer of 2 MB, lib/cache/shared-store.ts); then Next's own
//   layers: its memory cache (10 MB, ./page-memory.ts), then the pages prerendered by the build,
//   on disk. Build pages are never copied into Redis, so a starting instance cannot overwrite a
//   fresher page and nothing reaches Redis during the build.
// - the tags of what was read are looked up in Redis and merged into Next's own tag state, so an
//   entry made before a webhook that another instance received (or before a restart) counts as
//   stale. Stale, not gone: Next then serves it while it renders the new one, and keeps it when
//   that render fails (the content service down), exactly as revalidateTag(tag, 'max') does on
//   one instance. Handlers that delete tagged entries would turn such an outage into errors.
// - write: Redis (with the entry's lifetime, so other instances know when it goes stale) and the
//   memory layer; not the disk, which instances of one build may share. Not over an entry that
//   another instance made later: a render that began earlier read older content, and must not
//   put an older page back when it finishes last.
//
// With or without Redis, a webhook's tags make this instance render the pages it has served with
// those tags at once (lib/cache/page-warmer.ts), rather than on their next visit; and an entry is
// dated by when its render began, not when it was stored, so that what was rendering when the
// webhook came is stale, not fresh with the old content (lib/cache/render-windows.ts). With Redis,
// those dates and the tag marks are all on Redis's clock (lib/cache/shared-store.ts). While
// serving, its hits, stale answers and misses, and the time from a lookup to the set() that fills
// it, are counted for the operator (lib/metrics/cache.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { config, isNextBuild } from '../config/index.ts';
import { log } from '../log.ts';
import { CacheMetrics } from '../metrics/cache.ts';
import { cacheTagsHeader } from '../next-internals/cache-entries.ts';
import {
  areTagsExpired,
  areTagsStale,
  type CacheHandler,
  type CacheHandlerContext,
  type CacheHandlerValue,
  FileSystemCache,
  tagsManifest,
} from '../next-internals/incremental-cache.ts';
import { nextServerOrigin } from '../next-internals/start-server.ts';
import { sharedRedis } from '../redis/index.ts';
import { LocalDates } from './local-dates.ts';
import { withOwnBytes } from './own-bytes.ts';
import { ServedPages, warmPages } from './page-warmer.ts';
import { markedSince, RenderWindows } from './render-windows.ts';
import { readTagMarks, SharedStore } from './shared-store.ts';
import { lastMarked, publishTagMarks } from './tag-mark-reader.ts';
import { learnTags, markTags } from './tag-marks.ts';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetValue = Parameters<CacheHandler['set']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];

/**
 * Size of each instance's own copies of the shared entries, which it serves when Redis cannot
 * answer. They are kept compressed, as Redis keeps them (about an eighth of a page's size), so
 * 2 MB holds about 90 pages, as many as Next's own memory cache holds (./page-memory.ts). Like
 * that cache it is a bound the normal seed's pages fill too, so that an instance holds as much
 * whatever the content's size (docs/performance.md, "Decision: compressed shared entries").
 */
const sharedCopiesBytes = 2 * 1024 * 1024;

/** The pages this process has served, for the webhook's renders ahead (one per process). */
const servedPages = new ServedPages();
/** When what is rendering now began, per key (one per process: Next makes a handler per request). */
const renders = new RenderWindows();
/** The dates of what Next's own cache holds, which it dates by its own clock. */
const localDates = new LocalDates();
/** Hits, stale answers and misses, and how long filling a miss or a stale entry takes. */
const metrics = new CacheMetrics();

export default class SiteCacheHandler implements CacheHandler {
  readonly #local: CacheHandler;
  readonly #shared: SharedStore | null;
  /** `next start`: not `next dev`, not the build's prerendering. */
  readonly #serving: boolean;

  constructor(ctx: CacheHandlerContext) {
    this.#serving = !ctx.dev && !isNextBuild();
    this.#shared = ctx.dev ? null : sharedStore(ctx.serverDistDir);
    this.#local = localCache(ctx, this.#shared !== null);
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const startedAt = Date.now();
    const shared = this.#shared;
    const read = shared ? await shared.read<CacheHandlerValue>(key) : undefined;
    const found = read?.value ?? (await this.#fromLocal(key, ctx));
    // When the render this lookup may set going began: Redis's time, or this process's.
    let lookedUpAt = read?.at ?? startedAt;
    if (!found) {
      renders.begin(key, lookedUpAt);
      if (this.#serving) metrics.lookedUp(key, ctx.kind, 'miss', startedAt);
      return null;
    }
    const tags = tagsOf(found.value, ctx);
    if (this.#serving) servedPages.remember(key, tags);
    if (shared) lookedUpAt = (await learnTags(shared, tags)) ?? lookedUpAt;
    const stale = dueToRender(found, tags, Date.now());
    if (stale) renders.begin(key, lookedUpAt);
    if (this.#serving) metrics.lookedUp(key, ctx.kind, stale ? 'stale' : 'hit', startedAt);
    return found;
  }

  async set(key: string, data: SetValue, ctx: SetContext): Promise<void> {
    if (this.#serving) metrics.stored(key, Date.now());
    const tags = tagsOf(data, ctx);
    // A webhook that another instance received while this rendered counts too.
    const marksAt = this.#shared ? await learnTags(this.#shared, tags) : undefined;
    const now = marksAt ?? Date.now();
    const date = renders.store(key, now);
    if (markedSince(tags, date, (tag) => tagsManifest.get(tag), now)) {
      log.info('page cache: content changed during a render, which runs again', { key });
    }
    localDates.given(key, Date.now(), date);
    // Next's memory cache keeps the entry for long: its bytes must not hold on to shared slabs.
    await this.#local.set(key, withOwnBytes(data), ctx);
    if (this.#serving) servedPages.remember(key, tags);
    if (!this.#shared) return;
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    const entry: CacheHandlerValue = {
      lastModified: date,
      value: data,
      ...(cacheControl ? { cacheControl } : {}),
    };
    const expire = cacheControl?.expire;
    const ttlS = typeof expire === 'number' ? expire : Infinity;
    if ((await this.#shared.write(key, entry, ttlS, date)) === false) {
      log.info('page cache: kept the entry another instance made later', { key });
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    // Next's cache marks the tags in this process; the same marks go to Redis for the others.
    await this.#local.revalidateTag(tags, durations);
    await markTags(this.#shared, list, durations);
    const origin = nextServerOrigin();
    if (this.#serving && origin) void warmPages(origin, servedPages.tagged(list));
  }

  /** An entry of Next's own cache (memory, then the build's pages), with the date it was given. */
  async #fromLocal(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const found = await this.#local.get(key, ctx);
    if (!found) return null;
    const lastModified = localDates.dateOf(key, found.lastModified);
    return lastModified === found.lastModified ? found : { ...found, lastModified };
  }

  resetRequestCache(): void {
    this.#local.resetRequestCache();
  }
}

function localCache(ctx: CacheHandlerContext, shared: boolean): CacheHandler {
  const { fs, serverDistDir } = ctx;
  // The proxy (proxy.ts) gets a cache without a build folder, as Next's own handler would not
  // be used there either: nothing to keep.
  if (!fs || !serverDistDir) return noCache;
  // With Redis the disk is left to the build's own pages: instances may share one build folder.
  return new FileSystemCache({
    ...ctx,
    fs,
    serverDistDir,
    flushToDisk: shared ? false : ctx.flushToDisk,
  });
}

const noCache: CacheHandler = {
  get: async () => null,
  set: async () => {},
  revalidateTag: async () => {},
  resetRequestCache: () => {},
};

/** The cache tags of an entry's value: its response's tag header, or the fetch's own tags. */
function tagsOf(value: CacheHandlerValue['value'], ctx: GetContext | SetContext): string[] {
  const tags: string[] = [];
  if (value && 'headers' in value && value.headers) {
    const header = value.headers[cacheTagsHeader];
    if (typeof header === 'string' && header) tags.push(...header.split(','));
  }
  if ('tags' in ctx && ctx.tags) tags.push(...ctx.tags);
  if ('softTags' in ctx && ctx.softTags) tags.push(...ctx.softTags);
  return tags;
}

/**
 * Whether Next renders an entry again once this lookup returns it: a tag of it was marked since
 * it was made, or its lifetime has run out.
 */
function dueToRender(entry: CacheHandlerValue, tags: string[], now: number): boolean {
  if (areTagsExpired(tags, entry.lastModified) || areTagsStale(tags, entry.lastModified)) {
    return true;
  }
  const value = entry.value;
  const revalidate =
    entry.cacheControl?.revalidate ?? (value?.kind === 'FETCH' ? value.revalidate : undefined);
  return typeof revalidate === 'number' && now >= entry.lastModified + revalidate * 1000;
}

let store: SharedStore | null | undefined;

/**
 * One store per process (Next makes a handler per request), on the process's one Redis
 * connection; null without Redis, and during `next build` (lib/redis/index.ts), whose pages stay
 * on its disk. The proxy's handler has no build folder: it gets none, and leaves the choice to
 * the handlers that have one.
 */
function sharedStore(serverDistDir: string | undefined): SharedStore | null {
  if (store !== undefined) return store;
  if (!serverDistDir) return null;
  const redis = sharedRedis();
  if (!redis) {
    store = null;
    return store;
  }
  const buildId = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  store = new SharedStore({
    redis,
    buildId,
    maxTtlS: config().redis.cacheTtlS,
    localBytes: sharedCopiesBytes,
  });
  log.info('page cache: shared through Redis', {
    prefix: redis.prefix,
    buildId,
    timeoutMs: redis.timeoutMs,
  });
  return store;
}

// What keeps tagged data outside Next's caches (the help search's answers) asks here when a tag
// was last marked: what Redis knows is merged into this process's marks first, as for a page.
publishTagMarks(async (tag) => {
  // Through the process's one Redis, not this module's store: Next loads this file more than
  // once in a server process, and the copy whose reader is published last may not be the one
  // that made the store. Tag marks need no build id.
  const redis = sharedRedis();
  if (redis) {
    const tagMarks = async (tags: readonly string[]) => {
      const marks = await readTagMarks(redis, tags);
      return marks && { at: Date.now(), marks };
    };
    await learnTags({ tagMarks }, [tag]);
  }
  return lastMarked(tagsManifest.get(tag), Date.now());
});
