// Runs the commands of the process's one Redis connection (./index.ts) so that Redis being down
// or slow costs a request at most one short time limit, and an operator reads one line when an
// outage starts and one when it ends, naming every part that works alone meanwhile: not a line
// per request, nor one per part. After a failure Redis is left alone for `retryMs`; the first
// command after that finds out whether it is back (the client reconnects by itself meanwhile).
import { withDeadline } from '../deadline.ts';
import { log } from '../log.ts';
import { countRedisBack, countRedisFailure, countRedisSkipped } from '../metrics/redis.ts';
import { connectTimeoutMs, type RedisLink } from './connection.ts';
import { redisTimeout } from './open-client.ts';

export type OutageGuardOptions = {
  timeoutMs: number;
  /**
   * The connection: while the process's first one opens, a command may wait `connectTimeoutMs`
   * for it (a busy machine at start-up, TLS to a remote Redis). Once Redis has failed, a new
   * attempt goes on in the background and a command waits only `timeoutMs`.
   */
  link?: Pick<RedisLink, 'open'>;
  retryMs?: number;
  now?: () => number;
};

export class OutageGuard {
  readonly #options: Required<Omit<OutageGuardOptions, 'link'>>;
  readonly #link: Pick<RedisLink, 'open'> | undefined;
  readonly #parts = new Set<string>();
  #downSince: number | null = null;
  #retryAt = 0;
  #failures = 0;

  constructor(options: OutageGuardOptions) {
    const { link, ...rest } = options;
    this.#options = { retryMs: 1000, now: Date.now, ...rest };
    this.#link = link;
  }

  get down(): boolean {
    return this.#downSince !== null;
  }

  /** Names a part that shares Redis, e.g. "page cache": the outage lines list it. */
  register(part: string): void {
    this.#parts.add(part);
  }

  /** The command's answer, or undefined when Redis did not give one in time (or is resting). */
  async run<T>(command: () => Promise<T>): Promise<T | undefined> {
    const { retryMs, now } = this.#options;
    if (now() < this.#retryAt) {
      countRedisSkipped();
      return undefined;
    }
    const opening = this.#link !== undefined && !this.#link.open && !this.down;
    const limit = opening ? connectTimeoutMs : this.#options.timeoutMs;
    let timedOut = false;
    const late = () => {
      timedOut = true;
      return redisTimeout(limit);
    };
    try {
      const answer = await withDeadline(command, limit, late);
      if (this.#downSince !== null) {
        countRedisBack();
        log.info(`redis: shared again${this.#listed()}`, {
          affected: [...this.#parts],
          downSeconds: Math.round((now() - this.#downSince) / 1000),
          failures: this.#failures,
        });
        this.#downSince = null;
        this.#failures = 0;
      }
      return answer;
    } catch (error) {
      this.#failures += 1;
      this.#retryAt = now() + retryMs;
      countRedisFailure(timedOut ? 'timeout' : 'error', this.#downSince === null);
      if (this.#downSince === null) {
        this.#downSince = now();
        log.error(`redis: not shared until Redis answers again${this.#listed()}`, {
          affected: [...this.#parts],
          cause: error,
          retryMs,
        });
      }
      return undefined;
    }
  }

  #listed(): string {
    return this.#parts.size > 0 ? `: ${[...this.#parts].join(', ')}` : '';
  }
}
