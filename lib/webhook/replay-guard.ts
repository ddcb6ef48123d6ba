// Remembers the webhook ids seen within the signature tolerance, so a captured call cannot be
// replayed. Older ids need no memory: their timestamps fail verification anyway. Per process;
// with Redis the instances share the ids (shared-replay-guard.ts).
import { toleranceSeconds } from './standard-webhooks.ts';

/** Decides whether a webhook id is seen for the first time within the window. */
export type ReplayCheck = {
  firstSeen(id: string, now?: number): boolean | Promise<boolean>;
};

export class ReplayGuard implements ReplayCheck {
  readonly #seen = new Map<string, number>();
  readonly #ttlMs: number;

  constructor(ttlMs = 2 * toleranceSeconds * 1000) {
    this.#ttlMs = ttlMs;
  }

  /** How long an id is remembered, in milliseconds. */
  get windowMs(): number {
    return this.#ttlMs;
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
