// Draw requests per visitor, in fixed windows: the first request of a visitor opens a window of
// `windowS` seconds, and at most `limit` requests pass until it closes. A fixed window lets a
// burst of up to 2×limit straddle a window edge; for a few drawings a minute that is acceptable,
// and it costs one counter per visitor instead of a log of timestamps.

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

/** One instance's limiter. Expired windows are swept as the map grows, so it stays bounded. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #rule: RateLimit;
  readonly #now: () => number;

  constructor(rule: RateLimit, now: () => number = Date.now) {
    this.#rule = rule;
    this.#now = now;
  }

  async hit(key: string): Promise<RateDecision> {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.#windows.size >= 10_000) this.#sweep(now);
      window = { count: 0, endsAt: now + this.#rule.windowS * 1000 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return decide(window.count, (window.endsAt - now) / 1000, this.#rule);
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}
