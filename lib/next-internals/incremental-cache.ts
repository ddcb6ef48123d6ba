// Next's incremental cache, which the site's cache handler (lib/cache/cache-handler.ts) wraps:
// its file-system cache and its tag state, loaded as Next itself loads them (CommonJS), so that
// the tag state the handler reads and writes is the very one Next's cache consults. Only the
// unbundled cache handler (and tests) may import this: it loads Next's server modules.
import { createRequire } from 'node:module';
import type * as FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import type * as TagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import type * as NodeFsModule from 'next/dist/server/lib/node-fs-methods.js';

export type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache';
export type { TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const require = createRequire(import.meta.url);

/** Next's own cache: memory (maxMemoryCacheSize), then the build folder's files. */
export const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as typeof FileSystemCacheModule;

/** Next's tag marks of this process, and its tests of an entry's date against them. */
export const { tagsManifest, areTagsExpired, areTagsStale } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as typeof TagsManifestModule;

/** The file system Next hands its cache (what a test gives a handler of its own). */
export const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as typeof NodeFsModule;
