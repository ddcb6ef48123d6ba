// What the instances of one site share in Redis for the page cache: the cache entries of one
// build, and the time each cache tag was last revalidated.
//
//   <prefix>:<build id>:entry:<Next's cache key>   an entry, in V8's serialisation format
//                                                  (it holds Buffers and Maps) compressed with
//                                                  Brotli, with a TTL
//   <prefix>:tags                                  hash: tag → {"stale":ms,"expired":ms}
//
// Entries are namespaced by the build id, so two builds never serve each other's pages and an
// abandoned build's entries expire by themselves. Tag times are not: a webhook means "what was
// made before this moment is stale" whichever build made it, and the hash stays small (one
// field per tag). Every command runs on the process's one Redis connection, through its outage
// guard (lib/redis/index.ts): with Redis down or slow a request waits at most its time limit.
//
// Each instance also keeps the newest bytes it has read or written of each entry, in a memory
// layer bounded by size (`localBytes`): when Redis cannot answer, or has lost an entry (restarted
// without its data), the instance goes on serving the page as it last saw it, not an older copy.
//
// Why compressed: a page's entry (its HTML, RSC payload and prefetch segments) serialises to
// about 170 kB on average, which Brotli at quality 4 takes to about an eighth, in a millisecond or
// so once per render; unpacking costs a fraction of that per read. So Redis holds several times
// less, its answers are an eighth as large (lib/deadline.ts says why large answers matter), and
// each instance's copies keep about eight times as many pages in the same memory
// (docs/performance.md, "Decision: compressed shared entries").
import { constants, brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { deserialize, serialize } from 'node:v8';
import { LRUCache } from 'lru-cache';
import type { RedisAccess } from '../redis/shared-redis.ts';
import { ownBytes } from './own-bytes.ts';

export type TagMark = { stale?: number; expired?: number };

export type SharedStoreOptions = {
  redis: RedisAccess;
  buildId: string;
  /** Longest time an entry stays in Redis, in seconds. */
  maxTtlS: number;
  /** Size of the instance's own copies of entries, in bytes. */
  localBytes: number;
};

export class SharedStore {
  readonly #options: SharedStoreOptions;
  readonly #redis: RedisAccess;
  readonly #local: LRUCache<string, Buffer>;

  constructor(options: SharedStoreOptions) {
    this.#options = options;
    this.#redis = options.redis;
    this.#redis.register('page cache');
    this.#local = new LRUCache({
      maxSize: options.localBytes,
      sizeCalculation: (bytes) => Math.max(1, bytes.length),
    });
  }

  #entryKey(key: string): string {
    return `${this.#redis.prefix}:${this.#options.buildId}:entry:${key}`;
  }

  get #tagsKey(): string {
    return `${this.#redis.prefix}:tags`;
  }

  /** The newest value of the entry that Redis or this instance knows, or null. */
  async read<T>(key: string): Promise<T | null> {
    const stored = await this.#redis.run((client) => client.get(this.#entryKey(key)));
    if (stored) this.#local.set(key, ownBytes(stored));
    const bytes = stored || this.#local.get(key);
    return bytes ? unpack<T>(bytes) : null;
  }

  /** Stores a value for `ttlS` seconds (at most the configured longest). */
  async write(key: string, value: unknown, ttlS: number): Promise<void> {
    const bytes = ownBytes(pack(value));
    this.#local.set(key, bytes);
    const seconds = Math.max(1, Math.min(Math.floor(ttlS), this.#options.maxTtlS));
    await this.#redis.run((client) => client.set(this.#entryKey(key), bytes, { EX: seconds }));
  }

  /** The marks of the given tags that have one; undefined when Redis could not say. */
  async tagMarks(tags: readonly string[]): Promise<Map<string, TagMark> | undefined> {
    if (tags.length === 0) return new Map();
    const values = await this.#redis.run((client) => client.hmGet(this.#tagsKey, [...tags]));
    if (values === undefined) return undefined;
    const marks = new Map<string, TagMark>();
    values.forEach((value, index) => {
      const tag = tags[index];
      const mark = value === null || tag === undefined ? null : parseMark(value.toString());
      if (tag !== undefined && mark) marks.set(tag, mark);
    });
    return marks;
  }

  /** Records a revalidation of each tag for every instance. */
  async markTags(marks: ReadonlyMap<string, TagMark>): Promise<void> {
    if (marks.size === 0) return;
    const fields: Record<string, string> = {};
    for (const [tag, mark] of marks) fields[tag] = JSON.stringify(mark);
    await this.#redis.run((client) => client.hSet(this.#tagsKey, fields));
  }
}

function pack(value: unknown): Buffer {
  const bytes = serialize(value);
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

function unpack<T>(bytes: Buffer): T | null {
  try {
    return deserialize(brotliDecompressSync(bytes)) as T;
  } catch {
    // Written by another version of the site or of Node, or damaged: as good as absent.
    return null;
  }
}

function parseMark(text: string): TagMark | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { stale, expired } = value as Record<string, unknown>;
    return {
      ...(typeof stale === 'number' ? { stale } : {}),
      ...(typeof expired === 'number' ? { expired } : {}),
    };
  } catch {
    return null;
  }
}
