// The store every instance shares, in Redis: a puzzle issued by one instance can be answered on
// another, and a pass is spent once whichever instance the drawing reaches (GETDEL takes it in
// one step).
import 'server-only';
import type { RedisAccess } from '../redis/shared-redis.ts';
import { MemoryOneTimeStore, type OneTimeStore } from './one-time-store.ts';

export class RedisOneTimeStore implements OneTimeStore {
  readonly #redis: RedisAccess;
  readonly #keyPrefix: string;
  // While Redis cannot answer, values are kept in this instance: a puzzle answered on the
  // instance that issued it still passes, one answered elsewhere is asked again. Each value is
  // still taken once, so Redis being down never lets a pass be spent twice.
  readonly #fallback = new MemoryOneTimeStore();

  constructor(redis: RedisAccess) {
    this.#redis = redis;
    this.#redis.register('captcha');
    this.#keyPrefix = `${redis.prefix}:captcha:`;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    const stored = await this.#redis.run((client) =>
      client.set(this.#keyPrefix + key, value, { PX: Math.max(1, Math.round(ttlMs)) }),
    );
    if (stored === undefined) await this.#fallback.put(key, value, ttlMs);
  }

  async take(key: string): Promise<string | null> {
    const taken = await this.#redis.run((client) => client.getDel(this.#keyPrefix + key));
    // Not in Redis: it may have been put here while Redis was down.
    return taken ? taken.toString() : this.#fallback.take(key);
  }
}
