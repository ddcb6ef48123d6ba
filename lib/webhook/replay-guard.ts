// Remembers the webhook ids seen within the signature tolerance, so a captured call cannot be
// replayed. Older ids need no memory: their timestamps fail verification anyway. Per process;
// behind several instances a replay can reach each instance once, which only revalidates again.
import { toleranceSeconds } from './standard-webhooks.ts';

export class ReplayGuard {
  readonly #seen = new Map<string, number>();
  readonly #ttlMs: number;

  constructor(ttlMs = 2 * toleranceSeconds * 1000) {
    this.#ttlMs = ttlMs;
  }

  /** True the first time an id is offered within the window, false for a replay. */
  firstSeen(id: string, now: number = Date.now()): boolean {
    for (const [seenId, expires] of this.#seen) {
      if (expires > now) break; // insertion order is expiry order
      this.#seen.delete(seenId);
    }
    if (this.#seen.has(id)) return false;
    this.#seen.set(id, now + this.#ttlMs);
    return true;
  }
}
