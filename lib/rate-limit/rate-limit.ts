// Requests per visitor (drawings, help searches), in fixed windows: the first request of a
// visitor opens a window of `windowS` seconds, and at most `limit` requests pass until it closes.
// A fixed window lets a burst of up to 2×limit straddle a window edge; for limits of a few or a
// few hundred a minute that is acceptable, and it costs one counter per visitor instead of a log
// of timestamps.

export type RateDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterS: number };

export interface RateLimiter {
  hit(key: string): Promise<RateDecision>;
}

export type RateLimit = { limit: number; windowS: number };

/** Turns a window's count and the seconds it has left into a decision. */
export function decide(count: number, secondsLeft: number, { limit }: RateLimit): RateDecision {
  if (count <= limit) return { allowed: true, remaining: limit - count };
  return { allowed: false, retryAfterS: Math.max(1, Math.ceil(secondsLeft)) };
}

/**
 * Most addresses one in-memory limiter tracks. Each costs well under 200 bytes, so a limiter
 * stays within a few megabytes however many addresses call it; past the cap the address whose
 * window opened first is forgotten (it starts a new window on its next request).
 */
export const maxTrackedAddresses = 20_000;

/**
 * One instance's limiter. The map is kept in the order windows opened (a renewed window moves to
 * the end), so expired windows are found at its front, and the oldest is dropped at the cap:
 * every hit costs the same however many addresses flood it.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #rule: RateLimit;
  readonly #now: () => number;
  readonly #cap: number;

  constructor(rule: RateLimit, now: () => number = Date.now, cap = maxTrackedAddresses) {
    this.#rule = rule;
    this.#now = now;
    this.#cap = cap;
  }

  /** How many addresses are tracked now. */
  get size(): number {
    return this.#windows.size;
  }

  async hit(key: string): Promise<RateDecision> {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      this.#sweep(now);
      window = { count: 0, endsAt: now + this.#rule.windowS * 1000 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return decide(window.count, (window.endsAt - now) / 1000, this.#rule);
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) {
      if (window.endsAt > now && this.#windows.size < this.#cap) return;
      this.#windows.delete(key);
    }
  }
}
