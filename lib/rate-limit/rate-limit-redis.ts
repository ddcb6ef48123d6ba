// The limiter shared by every instance, in Redis: on the process's one connection, through its
// outage guard (lib/redis/index.ts), which says once when Redis stops and starts answering.
import 'server-only';
import type { RedisAccess } from '../redis/shared-redis.ts';
import {
  decide,
  MemoryRateLimiter,
  type RateDecision,
  type RateLimit,
  type RateLimiter,
} from './rate-limit.ts';

// One atomic step: count the hit, open the window on the first one, and report the seconds left.
// In a script so that a crash between INCR and EXPIRE can never leave a counter without expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export type RedisLimiterOptions = {
  redis: RedisAccess;
  rule: RateLimit;
  /** The limiter's own part of its keys, after the prefix: `draw-rate`, `help-search-rate`. */
  name: string;
  /** What the limiter is called in the lines an outage of Redis writes: `drawing rate limits`. */
  part: string;
};

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: RedisAccess;
  readonly #rule: RateLimit;
  readonly #keyPrefix: string;
  // When Redis cannot answer, the request is limited by this instance alone. Failing open would
  // let one visitor drain the paid drawing balance (or flood the content service) for as long as
  // Redis is down; failing closed would turn a cache outage into an outage of the feature. The
  // per-instance limit keeps both the bound on a visitor (multiplied at most by the number of
  // instances) and the feature.
  readonly #fallback: MemoryRateLimiter;

  constructor({ redis, rule, name, part }: RedisLimiterOptions) {
    this.#redis = redis;
    this.#redis.register(part);
    this.#rule = rule;
    this.#keyPrefix = `${redis.prefix}:${name}:`;
    this.#fallback = new MemoryRateLimiter(rule);
  }

  async hit(key: string): Promise<RateDecision> {
    const counted = await this.#redis.run(async (client) =>
      parseReply(
        await client.eval(hitScript, {
          keys: [this.#keyPrefix + key],
          arguments: [String(this.#rule.windowS)],
        }),
      ),
    );
    return counted ? decide(counted[0], counted[1], this.#rule) : this.#fallback.hit(key);
  }
}

function parseReply(reply: unknown): [number, number] {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
    return [reply[0], reply[1]];
  }
  throw new Error(`unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
}
