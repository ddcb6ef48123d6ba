// Next's own cache (its memory, and the disk without Redis) dates what the handler gives it by
// its own clock when it is stored, not by the date the handler chose (./render-windows.ts). This
// remembers the handler's date of each entry Next's cache was given, so that the entry, read back
// from there, carries it. Bounded; an entry whose date was forgotten keeps the one Next gave it.
import { LRUCache } from 'lru-cache';

export class LocalDates {
  /** When Next's cache was given the entry (this process's clock), and the date it should carry. */
  readonly #dates: LRUCache<string, { givenAt: number; date: number }>;

  constructor(maxKeys = 10_000) {
    this.#dates = new LRUCache({ max: maxKeys });
  }

  /** Next's cache is given `key`'s entry at `givenAt` (just before), dated `date`. */
  given(key: string, givenAt: number, date: number): void {
    this.#dates.set(key, { givenAt, date });
  }

  /** The date of an entry read back from Next's cache, which dated it `lastModified`. */
  dateOf(key: string, lastModified: number): number {
    const known = this.#dates.get(key);
    // An older date is an older copy (the build's page on disk): it keeps its own.
    return known && lastModified >= known.givenAt
      ? Math.min(known.date, lastModified)
      : lastModified;
  }
}
