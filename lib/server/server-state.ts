// Where the production server is in its life, and the requests it is answering: what readiness
// says (/api/ready, the operator's /ready), and what a drain waits for (./drain.ts).
import type { ServerResponse } from 'node:http';

/**
 * `starting` until the server listens, `ready` while it serves, `draining` from the stop signal
 * (still answering, each answer closing its connection), `stopping` once it no longer listens.
 */
export type Phase = 'starting' | 'ready' | 'draining' | 'stopping';

export class ServerState {
  #phase: Phase = 'starting';
  readonly #inFlight = new Set<ServerResponse>();
  readonly #idleWaiters = new Set<() => void>();

  get phase(): Phase {
    return this.#phase;
  }

  get ready(): boolean {
    return this.#phase === 'ready';
  }

  /** Whether an answer must close its connection: once the server is on its way out. */
  get closing(): boolean {
    return this.#phase === 'draining' || this.#phase === 'stopping';
  }

  /** How many requests are being answered. */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  /** The server listens: readiness says so. */
  listening(): void {
    if (this.#phase === 'starting') this.#phase = 'ready';
  }

  /**
   * The stop signal came: readiness says `draining`, and every answer from now on, those already
   * being prepared included, closes its connection, so that a proxy's kept-alive connections end.
   */
  drain(): void {
    if (this.closing) return;
    this.#phase = 'draining';
    for (const response of this.#inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
  }

  /** The server no longer listens. */
  stop(): void {
    this.drain();
    this.#phase = 'stopping';
  }

  /** Counts `response` in flight until it is finished or its connection is gone. */
  track(response: ServerResponse): void {
    if (this.closing) response.setHeader('connection', 'close');
    this.#inFlight.add(response);
    response.once('close', () => {
      this.#inFlight.delete(response);
      if (this.#inFlight.size === 0) for (const waiter of this.#idleWaiters) waiter();
    });
  }

  /** Resolves true once no request is in flight, or false after `timeoutMs` with some still are. */
  whenIdle(timeoutMs: number): Promise<boolean> {
    if (this.#inFlight.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (idle: boolean) => {
        clearTimeout(timer);
        this.#idleWaiters.delete(waiter);
        resolve(idle);
      };
      const waiter = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.#idleWaiters.add(waiter);
    });
  }
}
