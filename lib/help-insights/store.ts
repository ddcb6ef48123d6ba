// The feature's way to its database, built so that the database being down, slow, outdated or
// still opening costs a visitor at most one short wait and an answer that says so, and nothing
// else of the site: every use runs under DATABASE_TIMEOUT_MS; after a failure the database is left
// alone for a second, so an outage costs requests nothing; an outage is logged once when it starts
// and once when it ends; a schema older than the code refuses every use, said in one line, and is
// looked at again every half minute, so that an operator's `npm run db:migrate` takes effect
// without a restart.
import { withDeadline } from '../deadline.ts';
import type { Log } from '../log.ts';
import {
  countDatabaseFailure,
  type DatabaseFailure,
  setDatabaseUnreachable,
} from '../metrics/insights.ts';
import type { Database } from './db/sql.ts';
import { appliedSchemaVersion, outdatedSchemaMessage, schemaVersion } from './schema.ts';
import type { InsightsSettings } from './settings.ts';
import { VisitorHasher } from './visitor.ts';

/** A use of the database that could not be made; `message` is for the visitor's 503. */
export class InsightsUnavailable extends Error {
  readonly kind: DatabaseFailure;
  constructor(kind: DatabaseFailure, message: string) {
    super(message);
    this.name = 'InsightsUnavailable';
    this.kind = kind;
  }
}

class DatabaseTimeout extends Error {
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = 'DatabaseTimeout';
  }
}

class OutdatedSchema extends Error {
  override name = 'OutdatedSchema';
}

export type StoreOptions = {
  settings: Pick<InsightsSettings, 'mode' | 'timeoutMs' | 'visitorSecret' | 'reason'>;
  open: () => Promise<Database>;
  log: Log;
  /** Rest after a failure before the database is tried again. */
  retryMs?: number;
  /** How often an outdated schema is looked at again. */
  recheckMs?: number;
  now?: () => number;
};

export type Work<T> = (db: Database, visitors: VisitorHasher) => Promise<T>;

const notAnswering = 'feedback is unavailable: its database is not answering; try again later';

export class InsightsStore {
  readonly visitors: VisitorHasher;
  readonly #options: Required<Omit<StoreOptions, 'settings'>> & Pick<StoreOptions, 'settings'>;
  #opening: Promise<Database> | null = null;
  #db: Database | null = null;
  #schema: { current: boolean; checkedAt: number; applied: number } | null = null;
  #downSince: number | null = null;
  #retryAt = 0;

  constructor(options: StoreOptions) {
    this.#options = { retryMs: 1000, recheckMs: 30_000, now: Date.now, ...options };
    this.visitors = new VisitorHasher(options.settings.visitorSecret);
  }

  get mode(): InsightsSettings['mode'] {
    return this.#options.settings.mode;
  }

  /**
   * Opens the database, then runs `prepare` on it (the embedded one's migrations) before any
   * request may use it. Started once; later calls get the same promise.
   */
  start(prepare: (db: Database) => Promise<void> = async () => undefined): Promise<Database> {
    if (this.mode === 'off') return Promise.reject(this.#off());
    this.#opening ??= this.#options
      .open()
      .then(async (db) => {
        await prepare(db);
        this.#db = db;
        return db;
      })
      .catch((error: unknown) => {
        this.#opening = null;
        throw error;
      });
    return this.#opening;
  }

  /** Runs `work` within the time limit (DATABASE_TIMEOUT_MS unless given), or throws InsightsUnavailable. */
  async run<T>(work: Work<T>, timeoutMs = this.#options.settings.timeoutMs): Promise<T> {
    const { now, log } = this.#options;
    try {
      if (this.mode === 'off') throw this.#off();
      const db = this.#db;
      if (!db) {
        // Never waited for: opening the embedded database takes seconds at first.
        this.start().catch((error: unknown) =>
          log.error('help insights: the database could not be opened', { cause: error }),
        );
        throw new InsightsUnavailable('starting', 'feedback is starting up; try again in a moment');
      }
      if (now() < this.#retryAt) throw new InsightsUnavailable('resting', notAnswering);
      const late = () => new DatabaseTimeout(timeoutMs);
      const answer = await withDeadline(
        async () => {
          await this.#checkSchema(db);
          return work(db, this.visitors);
        },
        timeoutMs,
        late,
      );
      this.#back();
      return answer;
    } catch (error) {
      throw this.#failed(error);
    }
  }

  /** The database for a job that is no request's (retention, the report): no time limit. */
  async database(): Promise<Database> {
    const db = await this.start();
    await this.#checkSchema(db);
    return db;
  }

  async close(): Promise<void> {
    const opening = this.#opening;
    this.#opening = null;
    this.#db = null;
    const db = await opening?.catch(() => null);
    await db?.close();
  }

  async #checkSchema(db: Database): Promise<void> {
    const { now, recheckMs, log } = this.#options;
    const known = this.#schema;
    if (known?.current) return;
    if (known && now() - known.checkedAt < recheckMs)
      throw new OutdatedSchema(outdatedSchemaMessage(known.applied));
    const applied = await appliedSchemaVersion(db);
    const current = applied >= schemaVersion;
    this.#schema = { current, checkedAt: now(), applied };
    if (current) {
      if (known)
        log.info(
          `help insights: the database's schema is now version ${applied}: feedback is saved again`,
        );
      return;
    }
    const message = outdatedSchemaMessage(applied);
    if (!known) log.error(`help insights: ${message}`);
    throw new OutdatedSchema(message);
  }

  #off(): InsightsUnavailable {
    return new InsightsUnavailable('off', this.#options.settings.reason ?? 'feedback is off');
  }

  #failed(error: unknown): InsightsUnavailable {
    if (error instanceof InsightsUnavailable) {
      countDatabaseFailure(error.kind);
      return error;
    }
    if (error instanceof OutdatedSchema) {
      countDatabaseFailure('outdated');
      return new InsightsUnavailable(
        'outdated',
        'feedback is unavailable: the site’s database needs an update',
      );
    }
    const { now, retryMs, log } = this.#options;
    const kind = error instanceof DatabaseTimeout ? 'timeout' : 'error';
    countDatabaseFailure(kind);
    this.#retryAt = now() + retryMs;
    if (this.#downSince === null) {
      this.#downSince = now();
      setDatabaseUnreachable(true);
      log.error(
        'help insights: the database is not answering: feedback and search events are not saved until it does',
        { cause: error, retryMs },
      );
    }
    return new InsightsUnavailable(kind, notAnswering);
  }

  #back(): void {
    if (this.#downSince === null) return;
    const seconds = Math.round((this.#options.now() - this.#downSince) / 1000);
    this.#downSince = null;
    setDatabaseUnreachable(false);
    this.#options.log.info('help insights: the database answers again: feedback is saved', {
      downSeconds: seconds,
    });
  }
}
