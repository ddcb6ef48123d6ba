// The help search's answers, kept in this process and nowhere else: at most `entries` answers
// and `bytes` bytes together (past either, the least recently asked go), each for `ttlMs`. Every
// distinct query would otherwise be an entry of Next's data cache, a file under .next/cache that
// is never deleted or a Redis key kept for a week, and a flood of queries would evict what Redis
// must keep (docs/operations.md, "Redis").
//
// Identical queries that arrive while one is being read share that read. An answer, or a read
// under way, that began before the answers' cache tag was last marked (the help webhook, received
// by this instance or by another, through the tag marks the page cache shares) is never served:
// the query is read again.
import { LRUCache } from 'lru-cache';

export type AnswerCacheOptions = {
  entries: number;
  bytes: number;
  ttlMs: number;
  /** When the answers' tag was last marked, if it ever was: what was read before is stale. */
  markedAt: () => Promise<number | undefined>;
  /** Milliseconds on the clock the marks are written with. */
  now?: () => number;
};

type Answer = { body: string; readAt: number };
type Reading = { body: Promise<string>; readAt: number };

/** The size an entry's bookkeeping adds to its strings, in bytes. */
const entryOverhead = 256;
/** V8 keeps a string in one or two bytes a UTF-16 unit: counted at two, the bound holds. */
const stringBytes = (text: string) => 2 * text.length;

export class AnswerCache {
  readonly #answers: LRUCache<string, Answer>;
  readonly #readings = new Map<string, Reading>();
  readonly #markedAt: () => Promise<number | undefined>;
  readonly #now: () => number;

  constructor({ entries, bytes, ttlMs, markedAt, now = Date.now }: AnswerCacheOptions) {
    this.#markedAt = markedAt;
    this.#now = now;
    this.#answers = new LRUCache<string, Answer>({
      max: entries,
      maxSize: bytes,
      sizeCalculation: (answer, key) => stringBytes(answer.body) + stringBytes(key) + entryOverhead,
      ttl: ttlMs,
      // Ask the clock at every lookup: lru-cache would otherwise reuse its reading for a while.
      ttlResolution: 0,
      perf: { now },
    });
  }

  /** Answers kept now, and the bytes they count for. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#answers.size, bytes: this.#answers.calculatedSize };
  }

  /** The answer kept for `key` if it is fresh, else the one `read` gives (shared while under way). */
  async answer(key: string, read: () => Promise<string>): Promise<string> {
    const marked = await this.#lastMark();
    // A read that began in the same millisecond as the mark may have missed it: stale too.
    const fresh = ({ readAt }: { readAt: number }) => marked === undefined || readAt > marked;
    const kept = this.#answers.get(key);
    if (kept && fresh(kept)) return kept.body;
    if (kept) this.#answers.delete(key);
    const reading = this.#readings.get(key);
    if (reading && fresh(reading)) return reading.body;
    return this.#read(key, read);
  }

  #read(key: string, read: () => Promise<string>): Promise<string> {
    const readAt = this.#now();
    const reading: Reading = { body: read(), readAt };
    this.#readings.set(key, reading);
    const settled = () => {
      if (this.#readings.get(key) === reading) this.#readings.delete(key);
    };
    reading.body.then(
      (body) => {
        settled();
        // A later read of the same query may have finished first: it stays.
        const newer = this.#answers.peek(key);
        if (!newer || newer.readAt < reading.readAt) {
          this.#answers.set(key, { body, readAt: reading.readAt });
        }
      },
      // A failure is not kept: the next search asks again. Its caller sees it.
      settled,
    );
    return reading.body;
  }

  async #lastMark(): Promise<number | undefined> {
    try {
      return await this.#markedAt();
    } catch {
      // Whoever knows the marks could not say (it logs why): the minute's limit still holds.
      return undefined;
    }
  }
}
