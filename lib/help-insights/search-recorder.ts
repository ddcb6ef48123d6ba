// The help search's own record of each search (app/api/help/search/route.ts): noted in memory on
// the search's path, which never waits for the database, and written in batches, at most a second
// later, in one transaction. A database still opening is waited for (a minute, `maxPending`
// searches at most); one that is down or slow loses those searches (counted in
// mantisoft_help_insights_events_total as dropped), never a search.
import { countInsightsEvent } from '../metrics/insights.ts';
import { dayOf } from './day.ts';
import { recordSearch, type SearchEvent } from './search-events.ts';
import { isCountableQuery, normalizeSearchQuery } from './search-query.ts';
import { InsightsUnavailable, type InsightsStore } from './store.ts';

type Pending = SearchEvent & { day: string; visitor: string };

export type SearchRecorderOptions = {
  store: Pick<InsightsStore, 'run' | 'mode'>;
  timeZone: string;
  now?: () => number;
  /** How long a noted search may wait before it is written. */
  flushMs?: number;
  /** Searches written in one transaction. */
  batch?: number;
  /** Searches held while the database is slow; past it, new ones are dropped. */
  maxPending?: number;
  /** The longest a batch may take: no visitor waits for it. */
  writeTimeoutMs?: number;
  /** How long searches wait for a database that is opening; one that never opens drops them. */
  startWaitMs?: number;
};

export class SearchRecorder {
  readonly #options: Required<SearchRecorderOptions>;
  #pending: Pending[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #writing: Promise<void> | undefined;
  /** When a write first met the database still opening, since its last success. */
  #startingSince: number | undefined;

  constructor(options: SearchRecorderOptions) {
    this.#options = {
      now: Date.now,
      flushMs: 1000,
      batch: 50,
      maxPending: 1000,
      writeTimeoutMs: 10_000,
      startWaitMs: 60_000,
      ...options,
    };
  }

  /** Notes a search by `visitor` (their visitor key); never throws, never waits. */
  note(visitor: string, event: SearchEvent): void {
    const { store, maxPending, timeZone, now, flushMs } = this.#options;
    const query = normalizeSearchQuery(event.query);
    if (store.mode === 'off' || !isCountableQuery(query)) return;
    if (this.#pending.length >= maxPending) {
      countInsightsEvent('search', 'dropped');
      return;
    }
    this.#pending.push({ ...event, query, visitor, day: dayOf(now(), timeZone) });
    this.#timer ??= setTimeout(() => void this.flush(), flushMs).unref();
  }

  /** Writes what is noted, a batch at a time; resolves once nothing is left or a batch failed. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#writing ??= this.#writeAll().finally(() => {
      this.#writing = undefined;
      if (this.#pending.length > 0)
        this.#timer ??= setTimeout(() => void this.flush(), this.#options.flushMs).unref();
    });
    return this.#writing;
  }

  async #writeAll(): Promise<void> {
    const { store, batch, writeTimeoutMs, startWaitMs, now } = this.#options;
    while (this.#pending.length > 0) {
      const events = this.#pending.splice(0, batch);
      try {
        await store.run(async (db, visitors) => {
          const hashed: (SearchEvent & { day: string; visitor: string })[] = [];
          for (const { visitor, ...event } of events) {
            hashed.push({ ...event, visitor: await visitors.hash(db, event.day, visitor) });
          }
          await db.transaction(async (sql) => {
            for (const event of hashed) await recordSearch(sql, event);
          });
        }, writeTimeoutMs);
        countInsightsEvent('search', 'saved', events.length);
        this.#startingSince = undefined;
      } catch (error) {
        // A database still opening (seconds, for the embedded one) is waited for: the batch
        // goes back to the front, and the next flush tries again.
        if (error instanceof InsightsUnavailable && error.kind === 'starting') {
          this.#startingSince ??= now();
          if (now() - this.#startingSince <= startWaitMs) {
            this.#pending.unshift(...events);
            return;
          }
        }
        // The store has said once that the database is down; what is held goes with this batch.
        countInsightsEvent('search', 'dropped', events.length + this.#pending.length);
        this.#pending = [];
        return;
      }
    }
  }
}
