// What every part of a process that shares Redis (the page cache, the webhook's replay guard, the
// drawing rate limits, a readiness check) holds: one connection, opened on first use, and one
// outage guard, so that an outage is found and logged once for all of them and a request that
// touches several parts waits for it once. ./index.ts keeps one per process.
import { RedisConnection } from './connection.ts';
import type { RedisClient } from './open-client.ts';
import { OutageGuard } from './outage-guard.ts';

export type SharedRedisOptions = {
  url: string;
  /** Start of every key, without the colon that follows it. */
  prefix: string;
  /** Longest wait for a command on a request, in milliseconds. */
  timeoutMs: number;
  /** Rest after a failure before Redis is tried again, in milliseconds. */
  retryMs?: number;
};

/** What a part needs: where its keys go, and a way to run commands that never throws. */
export type RedisAccess = Pick<SharedRedis, 'prefix' | 'register' | 'run'>;

export class SharedRedis {
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly #connection: RedisConnection;
  readonly #guard: OutageGuard;

  constructor({ url, prefix, timeoutMs, retryMs }: SharedRedisOptions) {
    this.prefix = prefix;
    this.timeoutMs = timeoutMs;
    this.#connection = new RedisConnection(url);
    this.#guard = new OutageGuard({
      timeoutMs,
      link: this.#connection,
      ...(retryMs === undefined ? {} : { retryMs }),
    });
  }

  /** Whether an outage is going on, as far as the last command could tell. */
  get down(): boolean {
    return this.#guard.down;
  }

  /** Names a part that shares Redis, e.g. "page cache", for the lines an outage writes. */
  register(part: string): void {
    this.#guard.register(part);
  }

  /** The command's answer, or undefined when Redis did not give one in time (or is resting). */
  run<T>(command: (client: RedisClient) => Promise<T>): Promise<T | undefined> {
    return this.#guard.run(async () => command(await this.#connection.client()));
  }

  /** Whether Redis answers PING now, within the guard's limits. */
  async ping(): Promise<boolean> {
    return (await this.run((client) => client.ping())) === 'PONG';
  }

  close(): Promise<void> {
    return this.#connection.close();
  }
}
