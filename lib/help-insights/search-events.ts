// Search insights: one row per visitor, locale, normalised query and day, with how many results
// the search had and the result the visitor opened last (if any). Counting a query once per
// visitor and day keeps one visitor from topping the list by repeating it.
//
// The search box searches as the visitor types, so "las", "lase" and "laser" reach the server one
// after another. A search that extends the same visitor's previous query within a minute, when
// that one led to no click, replaces it: what is counted is what the visitor went on to search.
import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import type { Sql } from './db/sql.ts';
import { articleId, feedbackLocale } from './feedback.ts';
import { isCountableQuery, normalizeSearchQuery } from './search-query.ts';
import type { VisitorHash } from './visitor.ts';

/** More results than a search can have: the bound of the `results` field. */
export const maxResults = 1_000_000;

/** How long a query typed further counts as the same search, in seconds. */
export const refinementSeconds = 60;

export type SearchEvent = {
  query: string;
  locale: Locale;
  results: number;
  /** The article opened from the results; undefined: none (or not known yet). */
  clicked?: number;
};

/** The body of POST /api/help/search-events. */
export const searchEventInput = z.strictObject(
  {
    query: z
      .string({ error: 'query must be text' })
      .max(400, 'query is too long')
      .transform(normalizeSearchQuery)
      .refine(isCountableQuery, 'query must be 1 to 100 characters once normalised'),
    locale: feedbackLocale,
    results: z
      .number({ error: 'results must be a whole number' })
      .int('results must be a whole number')
      .min(0, 'results must not be negative')
      .max(maxResults, 'results is too large'),
    clicked: articleId.nullish().transform((id) => id ?? undefined),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field: ${issue.keys.join(', ')}`
        : 'the body must be a JSON object',
  },
);

export type SearchEventInput = z.output<typeof searchEventInput>;

export type RecordedSearch = SearchEvent & { day: string; visitor: VisitorHash };

/** Records one search (or the click that followed it) for the visitor of the day. */
export async function recordSearch(sql: Sql, event: RecordedSearch): Promise<void> {
  const { day, visitor, locale, query, results } = event;
  // The same visitor's shorter query of the last minute without a click was typed on the way here.
  await sql.query(
    `DELETE FROM help_search_events
     WHERE day = $1 AND visitor = $2 AND locale = $3 AND clicked_id IS NULL
       AND query <> $4 AND left($4, char_length(query)) = query
       AND updated_at > now() - make_interval(secs => $5)`,
    [day, visitor, locale, query, refinementSeconds],
  );
  await sql.query(
    `INSERT INTO help_search_events (day, visitor, locale, query, results, clicked_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (day, visitor, locale, query) DO UPDATE SET
       results = excluded.results,
       clicked_id = coalesce(excluded.clicked_id, help_search_events.clicked_id),
       updated_at = now()`,
    [day, visitor, locale, query, results, event.clicked ?? null],
  );
}
