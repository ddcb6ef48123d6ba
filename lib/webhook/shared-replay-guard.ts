// The webhook's replay guard for several instances: an id is claimed in Redis (SET NX with the
// guard's window as expiry), so a captured call replayed to any other instance revalidates
// nothing. Each instance also remembers the ids it saw, and decides alone while Redis cannot
// answer: a replay can then reach each instance once, which only revalidates again.
import type { RedisAccess } from '../redis/shared-redis.ts';
import { ReplayGuard, type ReplayCheck } from './replay-guard.ts';

export type SharedReplayGuardOptions = {
  redis: RedisAccess;
  windowMs?: number;
};

export class SharedReplayGuard implements ReplayCheck {
  readonly #redis: RedisAccess;
  readonly #local: ReplayGuard;
  readonly #windowMs: number;

  constructor({ redis, windowMs }: SharedReplayGuardOptions) {
    this.#redis = redis;
    this.#redis.register('webhook replay guard');
    this.#local = new ReplayGuard(windowMs);
    this.#windowMs = this.#local.windowMs;
  }

  async firstSeen(id: string, now: number = Date.now()): Promise<boolean> {
    if (!this.#local.firstSeen(id, now)) return false;
    const claimed = await this.#redis.run((client) =>
      client.set(`${this.#redis.prefix}:webhook-id:${id}`, '1', {
        NX: true,
        PX: this.#windowMs,
      }),
    );
    // Unknown (Redis down): this instance's own memory has decided.
    return claimed === undefined || claimed !== null;
  }
}
