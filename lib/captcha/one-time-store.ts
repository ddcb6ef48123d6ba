// Where puzzles and passes wait to be used: each value is taken once, and gone after its time.

export interface OneTimeStore {
  /** Keeps `value` under `key` for `ttlMs` milliseconds. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value under `key`, removed in the same step: of two takes, only one gets it. */
  take(key: string): Promise<string | null>;
}

/**
 * Most values one in-memory store keeps. Each costs a few hundred bytes, so a flood of puzzles
 * cannot grow a process past a few megabytes; past the cap the oldest value is dropped (its
 * visitor loads another puzzle).
 */
export const maxStoredValues = 20_000;

/**
 * One instance's store. The map is kept in the order values were put, so the values whose time
 * is up are found at its front, and the oldest is dropped at the cap.
 */
export class MemoryOneTimeStore implements OneTimeStore {
  readonly #values = new Map<string, { value: string; endsAt: number }>();
  readonly #now: () => number;
  readonly #cap: number;

  constructor(now: () => number = Date.now, cap = maxStoredValues) {
    this.#now = now;
    this.#cap = cap;
  }

  /** How many values are kept now. */
  get size(): number {
    return this.#values.size;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.#now();
    this.#values.delete(key);
    this.#sweep(now);
    this.#values.set(key, { value, endsAt: now + ttlMs });
  }

  async take(key: string): Promise<string | null> {
    const kept = this.#values.get(key);
    this.#values.delete(key);
    return kept && kept.endsAt > this.#now() ? kept.value : null;
  }

  #sweep(now: number) {
    for (const [key, kept] of this.#values) {
      if (kept.endsAt > now && this.#values.size < this.#cap) return;
      this.#values.delete(key);
    }
  }
}
