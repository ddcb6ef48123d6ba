// What the instances of one site share in Redis for the page cache: the cache entries of one
// build, the time each cache tag was last revalidated, and one clock.
//
//   <prefix>:<build id>:entry:<Next's cache key>   an entry: when it was made (16 digits), then
//                                                  the entry in V8's serialisation format (it
//                                                  holds Buffers and Maps) compressed with
//                                                  Brotli; with a TTL
//   <prefix>:tags                                  hash: tag → {"stale":ms,"expired":ms}
//
// Entries are namespaced by the build id, so two builds never serve each other's pages and an
// abandoned build's entries expire by themselves. Tag times are not: a webhook means "what was
// made before this moment is stale" whichever build made it, and the hash stays small (one
// field per tag). Every command runs on the process's one Redis connection, through its outage
// guard (lib/redis/index.ts): with Redis down or slow a request waits at most its time limit.
//
// One clock: every time the page cache compares (when a render began, when a tag was marked) is
// Redis's, read in the same round trip as the entry or the marks it goes with, and a mark is
// written by a script at Redis's time as it writes it (./redis-clock.ts). So whatever the
// instances' own clocks say, a lookup that Redis ran before a mark is dated before it, and one
// that it ran after has seen it (./render-windows.ts says why that matters).
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
import { type MarkChange, markScript, redisMs } from './redis-clock.ts';

export type { MarkChange };

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
    return tagsKey(this.#redis);
  }

  /**
   * The newest value of the entry that Redis or this instance knows (or null), and Redis's time
   * when it read it (undefined when Redis did not answer).
   */
  async read<T>(key: string): Promise<{ value: T | null; at: number | undefined }> {
    // One round trip: the client sends commands of one tick together.
    const answer = await this.#redis.run((client) =>
      Promise.all([client.get(this.#entryKey(key)), client.time()]),
    );
    const [stored, time] = answer ?? [];
    if (Buffer.isBuffer(stored)) this.#local.set(key, ownBytes(stored));
    const bytes = Buffer.isBuffer(stored) ? stored : this.#local.get(key);
    return { value: bytes ? unpack<T>(bytes) : null, at: redisMs(time) };
  }

  /**
   * Stores a value for `ttlS` seconds (at most the configured longest), unless Redis holds one
   * made later: a render that began before another's (and so read older content) but finishes
   * after it must not put the older page back. `madeAt` is when its render began (Redis's time,
   * ./render-windows.ts). Whether it was stored; undefined when Redis did not answer.
   */
  async write(
    key: string,
    value: unknown,
    ttlS: number,
    madeAt: number,
  ): Promise<boolean | undefined> {
    const bytes = ownBytes(Buffer.concat([dateHeader(madeAt), pack(value)]));
    const seconds = Math.max(1, Math.min(Math.floor(ttlS), this.#options.maxTtlS));
    const stored = await this.#redis.run((client) =>
      client.eval(writeScript, {
        keys: [this.#entryKey(key)],
        arguments: [String(dateOf(bytes)), String(seconds), bytes],
      }),
    );
    // The instance's own copy follows the same rule: refused, or older than the copy it has, the
    // copy stays the newest it has read or written.
    const held = this.#local.get(key);
    if (stored !== 0 && !(held && dateOf(held) > dateOf(bytes))) this.#local.set(key, bytes);
    return stored === undefined ? undefined : stored === 1;
  }

  /**
   * The marks of the given tags that have one, and Redis's time when it read them; undefined
   * when Redis could not say.
   */
  async tagMarks(
    tags: readonly string[],
  ): Promise<{ at: number; marks: Map<string, TagMark> } | undefined> {
    const answer = await this.#redis.run((client) =>
      Promise.all([client.time(), tags.length > 0 ? client.hmGet(this.#tagsKey, [...tags]) : []]),
    );
    const [time, values] = answer ?? [];
    const at = redisMs(time);
    if (at === undefined) return undefined;
    const marks = new Map<string, TagMark>();
    if (Array.isArray(values)) {
      values.forEach((value: unknown, index) => {
        const tag = tags[index];
        const mark =
          Buffer.isBuffer(value) && tag !== undefined ? parseMark(value.toString()) : null;
        if (tag !== undefined && mark) marks.set(tag, mark);
      });
    }
    return { at, marks };
  }

  /**
   * Records a revalidation of each tag for every instance, at Redis's time as it writes (plus a
   * millisecond): a stale mark, with an expiry `expireMs` later when given, or (`expire`) an
   * expiry at once, as Next's cache marks them. The time it used; undefined when Redis did not
   * answer.
   */
  async markTags(tags: readonly string[], change: MarkChange): Promise<number | undefined> {
    if (tags.length === 0) return undefined;
    const how = change === 'expire' ? ['expire', ''] : ['stale', String(change.expireMs ?? '')];
    const at = await this.#redis.run((client) =>
      client.eval(markScript, { keys: [this.#tagsKey], arguments: [...how, ...tags] }),
    );
    return typeof at === 'number' ? at : undefined;
  }
}

const tagsKey = (redis: RedisAccess) => `${redis.prefix}:tags`;

/**
 * The marks of the given tags that have one; undefined when Redis could not say. They belong to
 * no build: what has no store of its own (lib/cache/tag-marks.ts) reads them too.
 */
export async function readTagMarks(
  redis: RedisAccess,
  tags: readonly string[],
): Promise<Map<string, TagMark> | undefined> {
  if (tags.length === 0) return new Map();
  const values = await redis.run((client) => client.hmGet(tagsKey(redis), [...tags]));
  if (values === undefined) return undefined;
  const marks = new Map<string, TagMark>();
  values.forEach((value, index) => {
    const tag = tags[index];
    const mark = value === null || tag === undefined ? null : parseMark(value.toString());
    if (tag !== undefined && mark) marks.set(tag, mark);
  });
  return marks;
}

/**
 * Each entry's bytes begin with when it was made, in ms as 16 decimal digits, so that the write
 * script can compare dates without unpacking the entry.
 */
const dateDigits = 16;

// KEYS[1]: the entry; ARGV: its date, its TTL in seconds, its bytes. An entry whose header does
// not read as a date (written by an earlier version) is replaced.
const writeScript = `
local held = tonumber(redis.call('GETRANGE', KEYS[1], 0, ${dateDigits - 1}))
if held and held > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[3], 'EX', ARGV[2])
return 1
`;

function dateHeader(madeAt: number): Buffer {
  const ms = Math.max(0, Math.floor(madeAt));
  return Buffer.from(String(ms).padStart(dateDigits, '0'), 'latin1');
}

const dateOf = (bytes: Buffer): number => Number(bytes.subarray(0, dateDigits).toString('latin1'));

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
  if (!/^\d+$/.test(bytes.subarray(0, dateDigits).toString('latin1'))) return null;
  try {
    return deserialize(brotliDecompressSync(bytes.subarray(dateDigits))) as T;
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
