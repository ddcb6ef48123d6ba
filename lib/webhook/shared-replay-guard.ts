// The webhook's replay guard for several instances: an id is claimed in Redis (SET NX with the
// guard's window as expiry), so a captured call replayed to any other instance revalidates
// nothing. Each instance also remembers the ids it saw, and decides alone while Redis cannot
// answer: a replay can then reach each instance once, which only revalidates again.
import { RedisConnection } from '../redis/connection.ts';
import { OutageGuard } from '../redis/outage-guard.ts';
import { ReplayGuard } from './replay-guard.ts';

export type SharedReplayGuardOptions = {
  url: string;
  /** Start of the keys, before `:webhook-id:`. */
  prefix: string;
  timeoutMs: number;
  windowMs?: number;
};

export class SharedReplayGuard {
  readonly #options: SharedReplayGuardOptions;
  readonly #local: ReplayGuard;
  readonly #outage: OutageGuard;
  readonly #connection: RedisConnection;

  constructor(options: SharedReplayGuardOptions) {
    this.#options = options;
    this.#local = new ReplayGuard(options.windowMs);
    this.#connection = new RedisConnection(options.url);
    this.#outage = new OutageGuard({
      part: 'webhook replay guard',
      timeoutMs: options.timeoutMs,
      link: this.#connection,
    });
  }

  async firstSeen(id: string, now: number = Date.now()): Promise<boolean> {
    if (!this.#local.firstSeen(id, now)) return false;
    const { prefix, windowMs = this.#local.windowMs } = this.#options;
    const claimed = await this.#outage.run(async () =>
      (await this.#connection.client()).set(`${prefix}:webhook-id:${id}`, '1', {
        NX: true,
        PX: windowMs,
      }),
    );
    // Unknown (Redis down): this instance's own memory has decided.
    return claimed === undefined || claimed !== null;
  }

  close(): Promise<void> {
    return this.#connection.close();
  }
}
