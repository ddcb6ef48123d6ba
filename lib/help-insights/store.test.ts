// The database down, slow, outdated, off or still opening: the endpoints answer 503 with a
// message, the operator reads one line when an outage starts and one when it ends, the metrics
// count each failure, and a migration run meanwhile takes effect without a restart. On a real
// PostgreSQL server started for the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '#tools/testing/private-postgres.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { MemoryRateLimiter } from '../rate-limit/rate-limit.ts';
import type { Log } from '../log.ts';
import { openPostgres } from './db/postgres.ts';
import type { Database } from './db/sql.ts';
import { createFeedbackEndpoints } from './endpoints/feedback.ts';
import { migrate } from './migrate.ts';
import { SearchRecorder } from './search-recorder.ts';
import { InsightsStore, type StoreOptions } from './store.ts';

let server: PrivatePostgres;
const opened: Database[] = [];
beforeAll(async () => {
  server = await startPrivatePostgres();
}, 120_000);
afterAll(async () => {
  for (const db of opened) await db.close().catch(() => undefined);
  await server.stop();
});

/** A database of its own on the server, migrated unless told otherwise. */
async function database(name: string, migrated = true): Promise<Database> {
  const admin = await openPostgres({ url: server.url });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const db = await openPostgres({ url: server.url.replace(/\/postgres$/, `/${name}`) });
  opened.push(db);
  if (migrated) await migrate(db);
  return db;
}

function recordingLog(): Log & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (msg: string) => void lines.push(`${level}: ${msg}`);
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}

function setUp(db: Database, options: Partial<StoreOptions> = {}) {
  const log = recordingLog();
  const store = new InsightsStore({
    settings: { mode: 'postgres', timeoutMs: 5000, visitorSecret: undefined },
    open: async () => db,
    log,
    ...options,
  });
  const endpoints = createFeedbackEndpoints({
    store,
    timeZone: 'UTC',
    limiter: new MemoryRateLimiter({ limit: 1000, windowS: 60 }),
    visitor: () => '192.0.2.1',
    siteOrigin: 'https://www.mantisoft.com',
  });
  const answer = async () => {
    const response = await endpoints.POST(
      new Request('http://site.test/api/help/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ articleId: 1001, locale: 'zh', helpful: true }),
      }),
    );
    return { status: response.status, body: (await response.json()) as { error?: string } };
  };
  return { store, log, answer };
}

describe('with the database slow', () => {
  it('answers 503 within the time limit, says so once, and saves again once it answers', async () => {
    const db = await database('slow');
    const { store, log, answer } = setUp(db, { retryMs: 0 });
    await store.start();
    expect((await answer()).status).toBe(200);
    // Another session holds the table: every write waits behind it.
    const holder = await openPostgres({ url: server.url.replace(/\/postgres$/, '/slow') });
    opened.push(holder);
    let release: (value?: unknown) => void = () => undefined;
    const held = new Promise<void>((taken) => {
      void holder.transaction(async (sql) => {
        await sql.query('LOCK TABLE help_feedback IN ACCESS EXCLUSIVE MODE');
        taken();
        await new Promise((resolve) => (release = resolve));
      });
    });
    await held;
    const timeouts = await metricValue('mantisoft_database_failures_total', { kind: 'timeout' });
    expect(await answer()).toEqual({
      status: 503,
      body: { error: 'feedback is unavailable: its database is not answering; try again later' },
    });
    expect(await answer()).toMatchObject({ status: 503 });
    expect(await metricValue('mantisoft_database_failures_total', { kind: 'timeout' })).toBe(
      timeouts + 2,
    );
    expect(await metricValue('mantisoft_database_unreachable')).toBe(1);
    release();
    expect((await answer()).status).toBe(200);
    expect(await metricValue('mantisoft_database_unreachable')).toBe(0);
    expect(log.lines).toEqual([
      'error: help insights: the database is not answering: feedback and search events are not saved until it does',
      'info: help insights: the database answers again: feedback is saved',
    ]);
  }, 60_000);
});

describe('with a schema older than the code', () => {
  it('refuses feedback with a message, says what to run once, and takes the migration without a restart', async () => {
    const db = await database('outdated', false);
    const { store, log, answer } = setUp(db, { recheckMs: 0 });
    await store.start();
    expect(await answer()).toEqual({
      status: 503,
      body: { error: 'feedback is unavailable: the site’s database needs an update' },
    });
    expect((await answer()).status).toBe(503);
    expect(log.lines).toEqual([
      "error: help insights: the database's schema is version 0 and this code needs 1: run `npm run db:migrate` (in a release: node scripts/db-migrate.ts); feedback is refused until then",
    ]);
    await migrate(db);
    expect((await answer()).status).toBe(200);
    expect(log.lines.at(-1)).toMatch(/schema is now version 1: feedback is saved again/);
  }, 60_000);
});

describe('with no database to use', () => {
  it('answers 503 at once when feedback is off, or while the database opens', async () => {
    const off = setUp({} as Database, {
      settings: {
        mode: 'off',
        timeoutMs: 5000,
        visitorSecret: undefined,
        reason: 'feedback is off: no server',
      },
    });
    expect(await off.answer()).toEqual({
      status: 503,
      body: { error: 'feedback is off: no server' },
    });
    const opening = setUp({} as Database, { open: () => new Promise<Database>(() => undefined) });
    expect(await opening.answer()).toEqual({
      status: 503,
      body: { error: 'feedback is starting up; try again in a moment' },
    });
  });

  it('keeps the searches noted while the database opens, and writes them once it has', async () => {
    const db = await database('opening');
    let letOpen = () => undefined as void;
    const ready = new Promise<void>((resolve) => (letOpen = resolve));
    const { store } = setUp(db, { open: () => ready.then(() => db) });
    const searches = new SearchRecorder({ store, timeZone: 'UTC', flushMs: 60_000 });
    searches.note('192.0.2.1', { query: 'laser', locale: 'zh', results: 3 });
    // The first write meets the database still opening (and starts opening it).
    await searches.flush();
    expect(await db.query('SELECT query FROM help_search_events')).toEqual([]);
    letOpen();
    await store.start();
    await searches.flush();
    expect(await db.query('SELECT query FROM help_search_events')).toEqual([{ query: 'laser' }]);
  });

  it('drops the searches held for a database that does not open in time', async () => {
    let clock = 0;
    const { store } = setUp({} as Database, { open: () => new Promise<Database>(() => undefined) });
    const searches = new SearchRecorder({
      store,
      timeZone: 'UTC',
      flushMs: 60_000,
      startWaitMs: 5000,
      now: () => clock,
    });
    const dropped = () =>
      metricValue('mantisoft_help_insights_events_total', { event: 'search', outcome: 'dropped' });
    const before = await dropped();
    searches.note('192.0.2.1', { query: 'laser', locale: 'zh', results: 3 });
    await searches.flush();
    clock = 5000;
    await searches.flush();
    expect(await dropped()).toBe(before);
    clock = 5001;
    await searches.flush();
    expect(await dropped()).toBe(before + 1);
  });

  it('answers 503 when the server is gone, and the search recorder drops what it held', async () => {
    const db = await database('gone');
    const { store, log, answer } = setUp(db);
    await store.start();
    const searches = new SearchRecorder({ store, timeZone: 'UTC', flushMs: 60_000 });
    searches.note('192.0.2.1', { query: 'laser', locale: 'zh', results: 3 });
    await searches.flush();
    expect(await db.query('SELECT query FROM help_search_events')).toEqual([{ query: 'laser' }]);

    const dropped = await metricValue('mantisoft_help_insights_events_total', {
      event: 'search',
      outcome: 'dropped',
    });
    await server.stop();
    expect((await answer()).status).toBe(503);
    searches.note('192.0.2.1', { query: 'welding', locale: 'zh', results: 0 });
    searches.note('192.0.2.2', { query: 'cleaning', locale: 'zh', results: 2 });
    await searches.flush();
    expect(
      await metricValue('mantisoft_help_insights_events_total', {
        event: 'search',
        outcome: 'dropped',
      }),
    ).toBe(dropped + 2);
    expect(log.lines).toEqual([
      'error: help insights: the database is not answering: feedback and search events are not saved until it does',
    ]);
  }, 60_000);
});
