// One connection to Redis, opened on first use and shared by every command of the process
// (./shared-redis.ts). Opening it may take longer than a command (a busy machine at start-up,
// TLS to a remote Redis), so it has a time limit of its own, `connectTimeoutMs`; an attempt that
// fails is forgotten, and the next command starts another.
import { openRedisClient, type RedisClient } from './open-client.ts';

/** What the outage guard needs of a connection: the client, and whether it has opened yet. */
export type RedisLink = {
  readonly open: boolean;
  client(): Promise<RedisClient>;
};

/** Longest wait for a connection to open, in milliseconds. */
export const connectTimeoutMs = 2000;

export class RedisConnection implements RedisLink {
  readonly #url: string;
  #client: Promise<RedisClient> | undefined;
  #open = false;

  constructor(url: string) {
    this.#url = url;
  }

  get open(): boolean {
    return this.#open;
  }

  client(): Promise<RedisClient> {
    this.#client ??= openRedisClient(this.#url, connectTimeoutMs).then(
      (client) => {
        this.#open = true;
        return client;
      },
      (error: unknown) => {
        this.#client = undefined; // the next command tries again
        throw error;
      },
    );
    return this.#client;
  }

  async close(): Promise<void> {
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    this.#open = false;
    client?.destroy();
  }
}
