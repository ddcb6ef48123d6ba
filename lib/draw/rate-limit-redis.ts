// The limiter shared by every instance, in Redis. The `redis` package is imported only when
// REDIS_URL is set, and only on the server.
import 'server-only';
import { withDeadline } from '../deadline.ts';
import { openRedisClient, redisTimeout } from '../redis/open-client.ts';
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

type Eval = (script: string, keys: string[], args: string[]) => Promise<unknown>;

export type RedisLimiterOptions = {
  url: string;
  rule: RateLimit;
  /** Prefix of every key, so tests and several sites can share one Redis. */
  prefix?: string;
  /** Longest wait for Redis before the request is decided without it, in milliseconds. */
  timeoutMs?: number;
  onError?: (error: unknown) => void;
};

export class RedisRateLimiter implements RateLimiter {
  readonly #options: RedisLimiterOptions;
  // When Redis cannot answer, the request is limited by this instance alone. Failing open would
  // let one visitor drain the paid drawing balance for as long as Redis is down; failing closed
  // would turn a cache outage into an outage of the drawing feature. The per-instance limit keeps
  // both the bound on a visitor (multiplied at most by the number of instances) and the feature.
  readonly #fallback: MemoryRateLimiter;
  #client: Promise<{ eval: Eval; close: () => Promise<void> }> | undefined;
  // After a failure Redis is left alone for a few seconds, so that an outage does not add its
  // connection timeout to every draw request.
  #retryAt = 0;

  constructor(options: RedisLimiterOptions) {
    this.#options = options;
    this.#fallback = new MemoryRateLimiter(options.rule);
  }

  async hit(key: string): Promise<RateDecision> {
    const { rule, prefix = 'mantisoft:draw-rate:', timeoutMs = 500 } = this.#options;
    if (Date.now() < this.#retryAt) return this.#fallback.hit(key);
    try {
      const client = await this.#connect();
      const reply = await withDeadline(
        () => client.eval(hitScript, [prefix + key], [String(rule.windowS)]),
        timeoutMs,
        () => redisTimeout(timeoutMs),
      );
      const [count, ttl] = parseReply(reply);
      return decide(count, ttl, rule);
    } catch (error) {
      this.#retryAt = Date.now() + 5000;
      this.#options.onError?.(error);
      return this.#fallback.hit(key);
    }
  }

  async close(): Promise<void> {
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await client?.close();
  }

  #connect() {
    this.#client ??= openClient(this.#options.url, this.#options.timeoutMs ?? 500).catch(
      (error: unknown) => {
        // Forget the failed attempt so that a later request tries again.
        this.#client = undefined;
        throw error;
      },
    );
    return this.#client;
  }
}

async function openClient(url: string, timeoutMs: number) {
  const client = await openRedisClient(url, timeoutMs);
  return {
    eval: (script: string, keys: string[], args: string[]) =>
      client.eval(script, { keys, arguments: args }),
    close: async () => {
      client.destroy();
    },
  };
}

function parseReply(reply: unknown): [number, number] {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
    return [reply[0], reply[1]];
  }
  throw new Error(`unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
}
