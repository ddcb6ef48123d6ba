// Runs a caller's Redis commands so that Redis being down or slow costs a request at most one
// short time limit, and an operator reads one line when an outage starts and one when it ends,
// not a line per request. After a failure Redis is left alone for `retryMs`; the first command
// after that finds out whether it is back (the client reconnects by itself meanwhile).
import { withDeadline } from '../deadline.ts';
import { log } from '../log.ts';
import { connectTimeoutMs, type RedisLink } from './connection.ts';
import { redisTimeout } from './open-client.ts';

export type OutageGuardOptions = {
  /** What the lines name, e.g. "page cache". */
  part: string;
  timeoutMs: number;
  /** The connection: until it is open, a command may wait `connectTimeoutMs` for it. */
  link?: Pick<RedisLink, 'open'>;
  retryMs?: number;
  now?: () => number;
};

export class OutageGuard {
  readonly #options: Required<Omit<OutageGuardOptions, 'link'>>;
  readonly #link: Pick<RedisLink, 'open'> | undefined;
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

  /** The command's answer, or undefined when Redis did not give one in time (or is resting). */
  async run<T>(command: () => Promise<T>): Promise<T | undefined> {
    const { part, retryMs, now } = this.#options;
    if (now() < this.#retryAt) return undefined;
    const limit = this.#link && !this.#link.open ? connectTimeoutMs : this.#options.timeoutMs;
    try {
      const answer = await withDeadline(command, limit, () => redisTimeout(limit));
      if (this.#downSince !== null) {
        const seconds = Math.round((now() - this.#downSince) / 1000);
        log.info(`redis: the ${part} is shared again`, {
          downSeconds: seconds,
          failures: this.#failures,
        });
        this.#downSince = null;
        this.#failures = 0;
      }
      return answer;
    } catch (error) {
      this.#failures += 1;
      this.#retryAt = now() + retryMs;
      if (this.#downSince === null) {
        this.#downSince = now();
        log.error(`redis: the ${part} is not shared until Redis answers again`, {
          cause: error,
          retryMs,
        });
      }
      return undefined;
    }
  }
}
