// The search route records each search for the content team's report, on the side: with the
// feedback database down, every search is still answered. Against a real PostgreSQL server.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '#lib/config/index.ts';
import { openPostgres } from '#lib/help-insights/db/postgres.ts';
import type { Database } from '#lib/help-insights/db/sql.ts';
import { forgetHelpInsights, helpInsights } from '#lib/help-insights/instance.ts';
import { migrate } from '#lib/help-insights/migrate.ts';
import { captureLog } from '#tools/testing/log-capture.ts';
import { metricValue } from '#tools/testing/metric-values.ts';
import { type PrivatePostgres, startPrivatePostgres } from '#tools/testing/private-postgres.ts';
import { GET } from './route.ts';

const base = 'http://content.test';
const content = setupServer(
  http.get(`${base}/api/helpInfo/selInfo`, ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    const total = keyword.toLowerCase().includes('laser') ? 1 : 0;
    return HttpResponse.json({
      keyword,
      page: 1,
      pageSize: 10,
      total,
      items: Array.from({ length: total }, () => ({
        id: 2003,
        title: '穿孔参数',
        excerpt: '……',
        typeId: 2,
        subId: 202,
        typeTitle: '激光切割',
        subTitle: '工艺参数',
        updateTime: 1735700000,
      })),
    });
  }),
);

let server: PrivatePostgres;
let db: Database;
beforeAll(async () => {
  captureLog();
  content.listen({ onUnhandledFrame: 'bypass' });
  server = await startPrivatePostgres();
  db = await openPostgres({ url: server.url });
  await migrate(db);
  vi.stubEnv('CONTENT_API_BASE', base);
  vi.stubEnv('DATABASE_URL', server.url);
  forgetConfig();
  forgetHelpInsights();
  // As the server does at start (lib/help-insights/start.ts).
  await helpInsights().store.start();
}, 120_000);
afterAll(async () => {
  content.close();
  await helpInsights().store.close();
  forgetHelpInsights();
  vi.unstubAllEnvs();
  forgetConfig();
  await db.close().catch(() => undefined);
  await server.stop();
});

const search = (query: string) => GET(new Request(`http://site.test/api/help/search?${query}`));

describe('the help search', () => {
  it('records each first page searched: the normalised query, its locale and its results', async () => {
    expect((await search('q=LASER%20%20cutting&locale=en')).status).toBe(200);
    expect((await search('q=welding&locale=zh')).status).toBe(200);
    expect((await search('q=welding&locale=zh&page=2')).status).toBe(200);
    await helpInsights().searches.flush();
    const rows = await db.query(
      'SELECT locale, query, results, clicked_id FROM help_search_events ORDER BY query',
    );
    expect(rows).toEqual([
      { locale: 'en', query: 'laser cutting', results: 1, clicked_id: null },
      { locale: 'zh', query: 'welding', results: 0, clicked_id: null },
    ]);
  });

  it('answers as before with the database down, and counts the searches it could not record', async () => {
    const dropped = () =>
      metricValue('mantisoft_help_insights_events_total', { event: 'search', outcome: 'dropped' });
    const before = await dropped();
    await server.stop();
    const response = await search('q=laser&locale=zh');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ keyword: 'laser', total: 1 });
    await helpInsights().searches.flush();
    expect(await dropped()).toBe(before + 1);
  });
});
