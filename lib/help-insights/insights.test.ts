// The feature's SQL on both databases it runs on: a real PostgreSQL server started for the test
// and the embedded PGlite. Answers, searches, the daily roll-up and the report's numbers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, type TestDatabase, testDatabase } from '#tools/testing/insights-databases.ts';
import { addDays } from './day.ts';
import { feedbackInput, readFeedback, saveFeedback } from './feedback.ts';
import { helpReport } from './report/queries.ts';
import { applyRetention } from './retention.ts';
import { recordSearch } from './search-events.ts';
import { VisitorHasher } from './visitor.ts';

const today = '2026-06-30';
const answer = (raw: unknown) => feedbackInput.parse(raw);
const visitorA = 'a'.repeat(32);
const visitorB = 'b'.repeat(32);

describe.for(backends)('the %s database', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await testDatabase(backend);
  }, 180_000);
  afterAll(() => test.stop());
  beforeEach(() => test.reset());

  it('keeps one answer per visitor, article and day: a change the same day replaces it', async () => {
    const { db } = test;
    const first = await saveFeedback(
      db,
      { day: today, visitor: visitorA },
      answer({ articleId: 1001, locale: 'zh', helpful: true }),
    );
    expect(first).toEqual({
      answer: { articleId: 1001, locale: 'zh', helpful: true, reason: null, comment: null },
      replaced: false,
    });
    const changed = await saveFeedback(
      db,
      { day: today, visitor: visitorA },
      answer({
        articleId: 1001,
        locale: 'zh',
        helpful: false,
        reason: 'outdated',
        comment: '  第三步的按钮已经改名了 ',
      }),
    );
    expect(changed.replaced).toBe(true);
    expect(changed.answer).toEqual({
      articleId: 1001,
      locale: 'zh',
      helpful: false,
      reason: 'outdated',
      comment: '第三步的按钮已经改名了',
    });
    expect(await readFeedback(db, { day: today, visitor: visitorA }, 1001)).toEqual(changed.answer);
    expect(await readFeedback(db, { day: today, visitor: visitorB }, 1001)).toBeNull();
    // The next day is a new answer.
    await saveFeedback(
      db,
      { day: addDays(today, 1), visitor: visitorA },
      answer({ articleId: 1001, locale: 'zh', helpful: true }),
    );
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM help_feedback')) as [
      { n: number },
    ];
    expect(n).toBe(2);
  });

  it('refuses a reason with a yes, and a comment over 500 characters, in the database too', async () => {
    await expect(
      test.db.query(
        "INSERT INTO help_feedback (day, article_id, visitor, locale, helpful, reason) VALUES ($1, 1, $2, 'zh', true, 'unclear')",
        [today, visitorA],
      ),
    ).rejects.toThrow();
    await expect(
      test.db.query(
        "INSERT INTO help_feedback (day, article_id, visitor, locale, helpful, comment) VALUES ($1, 1, $2, 'zh', false, $3)",
        [today, visitorA, '字'.repeat(501)],
      ),
    ).rejects.toThrow();
  });

  it('gives a visitor one hash a day, the same on every instance, and another the next day', async () => {
    const { db } = test;
    const one = new VisitorHasher(undefined);
    const other = new VisitorHasher(undefined);
    const hash = await one.hash(db, today, '203.0.113.7');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await other.hash(db, today, '203.0.113.7')).toBe(hash);
    expect(await one.hash(db, today, '203.0.113.8')).not.toBe(hash);
    expect(await one.hash(db, addDays(today, 1), '203.0.113.7')).not.toBe(hash);
    // A different secret, a different hash of the same day's key.
    expect(
      await new VisitorHasher('the-operators-own-secret-0123').hash(db, today, '203.0.113.7'),
    ).not.toBe(hash);
  });

  it('counts a search once per visitor and day, keeps the click, and what the visitor typed on to', async () => {
    const { db } = test;
    const search = (visitor: string, query: string, results: number, clicked?: number) =>
      recordSearch(db, {
        day: today,
        visitor,
        locale: 'zh',
        query,
        results,
        ...(clicked ? { clicked } : {}),
      });
    await search(visitorA, 'la', 30);
    await search(visitorA, 'las', 12);
    await search(visitorA, 'laser', 5);
    await search(visitorA, 'laser', 5, 2003);
    await search(visitorA, 'laser', 5);
    await search(visitorB, 'laser', 5);
    await search(visitorB, 'laser cutting', 0);
    const rows = await db.query(
      'SELECT visitor, query, results, clicked_id FROM help_search_events ORDER BY visitor, query',
    );
    expect(rows).toEqual([
      { visitor: visitorA, query: 'laser', results: 5, clicked_id: 2003 },
      { visitor: visitorB, query: 'laser cutting', results: 0, clicked_id: null },
    ]);
  });

  it('reports articles, comments and searches with the change from the period before', async () => {
    const { db } = test;
    const period = { from: addDays(today, -6), to: today };
    const save = (day: string, visitor: string, raw: object) =>
      saveFeedback(db, { day, visitor }, answer({ articleId: 1001, locale: 'zh', ...raw }));
    await save(today, visitorA, { helpful: false, reason: 'unclear', comment: '看不懂' });
    await save(today, visitorB, { helpful: true });
    await save(addDays(today, -1), visitorA, { articleId: 1002, helpful: false, locale: 'en' });
    await save(addDays(today, -8), visitorA, { helpful: true });
    const searches: [string, string, number, number?][] = [
      [today, 'laser', 4, 2003],
      [today, 'welding', 0],
      [addDays(today, -2), 'welding', 0],
      [addDays(today, -2), 'laser', 4],
      [addDays(today, -9), 'laser', 4],
    ];
    for (const [index, [day, query, results, clicked]] of searches.entries()) {
      await recordSearch(db, {
        day,
        visitor: String(index).repeat(32),
        locale: 'zh',
        query,
        results,
        ...(clicked ? { clicked } : {}),
      });
    }
    const report = await helpReport(db, period);
    expect(report.previous).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(
      report.articles.map(({ articleId, answers, no, noShare, previousAnswers }) => ({
        articleId,
        answers,
        no,
        noShare,
        previousAnswers,
      })),
    ).toEqual([
      { articleId: 1001, answers: 2, no: 1, noShare: 0.5, previousAnswers: 1 },
      { articleId: 1002, answers: 1, no: 1, noShare: 1, previousAnswers: 0 },
    ]);
    expect(report.articles[0]?.reasons.unclear).toBe(1);
    expect(report.comments).toEqual([
      { day: today, articleId: 1001, locale: 'zh', reason: 'unclear', comment: '看不懂' },
    ]);
    const pick = (
      rows: { query: string; count: number; previousCount: number; change: number }[],
    ) =>
      rows.map(({ query, count, previousCount, change }) => ({
        query,
        count,
        previousCount,
        change,
      }));
    expect(pick(report.searches.top)).toEqual([
      { query: 'laser', count: 2, previousCount: 1, change: 1 },
      { query: 'welding', count: 2, previousCount: 0, change: 2 },
    ]);
    expect(pick(report.searches.noResult)).toEqual([
      { query: 'welding', count: 2, previousCount: 0, change: 2 },
    ]);
    expect(pick(report.searches.noClick)).toEqual([
      { query: 'laser', count: 1, previousCount: 1, change: 0 },
    ]);
    const english = await helpReport(db, { ...period, locale: 'en' });
    expect(english.articles.map(({ articleId }) => articleId)).toEqual([1002]);
    expect(english.searches.top).toEqual([]);
  });

  it('rolls up and deletes raw events past the retention, and the report counts the same', async () => {
    const { db } = test;
    const old = addDays(today, -91);
    const kept = addDays(today, -90);
    for (const [day, visitor] of [
      [old, visitorA],
      [old, visitorB],
      [kept, visitorA],
    ] as const) {
      await saveFeedback(
        db,
        { day, visitor },
        answer({
          articleId: 7,
          locale: 'en',
          helpful: false,
          reason: 'missing-steps',
          comment: 'step 4?',
        }),
      );
      await recordSearch(db, { day, visitor, locale: 'en', query: 'licence', results: 0 });
    }
    await new VisitorHasher(undefined).hash(db, addDays(today, -2), 'x');
    await new VisitorHasher(undefined).hash(db, addDays(today, -1), 'x');
    const period = { from: addDays(today, -100), to: today };
    const before = await helpReport(db, period);

    expect(await applyRetention(db, { today, retentionDays: 90 })).toEqual({
      before: kept,
      feedback: 2,
      searches: 2,
      visitorKeys: 1,
    });
    const after = await helpReport(db, period);
    expect(after.articles).toEqual(before.articles);
    expect(after.searches).toEqual(before.searches);
    expect(after.articles[0]).toMatchObject({ answers: 3, no: 3, comments: 3 });
    expect(after.comments.map(({ day }) => day)).toEqual([kept]);
    const raw = await db.query('SELECT day::text AS day FROM help_feedback');
    expect(raw).toEqual([{ day: kept }]);
    const keys = await db.query('SELECT day::text AS day FROM help_visitor_keys');
    expect(keys).toEqual([{ day: addDays(today, -1) }]);
    // Twice changes nothing.
    expect(await applyRetention(db, { today, retentionDays: 90 })).toMatchObject({
      feedback: 0,
      searches: 0,
    });
    expect((await helpReport(db, period)).articles).toEqual(before.articles);
  });
});
