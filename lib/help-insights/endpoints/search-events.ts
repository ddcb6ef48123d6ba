// POST /api/help/search-events: what the search box tells of a search, chiefly which result the
// visitor opened. The search route records each search itself (../search-recorder.ts); this adds
// the click, or a search the server did not see (an answer the browser had kept). The same
// visitor, day, locale and normalised query is one row, so telling a search twice counts it once.
//
// POST /api/help/search-events       Content-Type: application/json, at most 8 KiB
//   { "query": "激光 穿孔", "locale": "zh" | "en", "results": 12, "clicked"?: 2003 | null }
//   query as typed (normalised here: 1 to 100 characters once normalised), results the search's
//   total (0 to 1,000,000), clicked the id of the article opened from the results; no other field.
//   200 { "recorded": true }
// Refusals as /api/help/feedback's: 400, 403, 405, 413, 415, 429, 503, each { "error": message }.
import { countInsightsEvent } from '../../metrics/insights.ts';
import { dayOf } from '../day.ts';
import { recordSearch, searchEventInput } from '../search-events.ts';
import type { InsightsStore } from '../store.ts';
import { type Guard, ok, readJson, refuse, refuseRequest } from './respond.ts';

export type SearchEventEndpointOptions = Guard & {
  store: Pick<InsightsStore, 'run'>;
  timeZone: string;
  now?: () => number;
};

export function createSearchEventEndpoint(options: SearchEventEndpointOptions) {
  const { store, timeZone, now = Date.now } = options;
  return async function POST(request: Request): Promise<Response> {
    const refused = await refuseRequest(request, options);
    if (refused) return refused;
    const body = await readJson(request, searchEventInput);
    if (!body.ok) return body.response;
    const day = dayOf(now(), timeZone);
    try {
      await store.run(async (db, visitors) => {
        const visitor = await visitors.hash(db, day, options.visitor(request));
        await db.transaction((sql) => recordSearch(sql, { ...body.value, day, visitor }));
      });
      countInsightsEvent('search', 'saved');
      return ok({ recorded: true });
    } catch (error) {
      countInsightsEvent('search', 'failed');
      return refuse(
        503,
        error instanceof Error ? error.message : 'the search could not be recorded',
      );
    }
  };
}
