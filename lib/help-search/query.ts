// The search route's query string, checked before anything reaches the content service.
import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { codePointLength, maxKeywordLength, maxSearchPage } from './limits.ts';

const keyword = z
  .string({ error: 'q is required' })
  .trim()
  .refine((value) => value.length > 0, 'q must not be empty')
  .refine(
    (value) => codePointLength(value) <= maxKeywordLength,
    `q must be at most ${maxKeywordLength} characters`,
  );

const page = z
  .string()
  .regex(/^\d{1,3}$/, `page must be a whole number from 1 to ${maxSearchPage}`)
  .transform(Number)
  .refine(
    (value) => value >= 1 && value <= maxSearchPage,
    `page must be a whole number from 1 to ${maxSearchPage}`,
  );

export const searchQuery = z.object({
  q: keyword,
  locale: z.enum(locales, { error: `locale must be one of ${locales.join(', ')}` }),
  page: page.optional().default(1),
});

export type SearchQuery = z.output<typeof searchQuery>;

export type ParsedQuery = { ok: true; query: SearchQuery } | { ok: false; error: string };

/** The query of a search URL, or the first thing wrong with it. */
export function parseSearchQuery(params: URLSearchParams): ParsedQuery {
  const raw = {
    q: params.get('q') ?? undefined,
    locale: params.get('locale') ?? undefined,
    page: params.get('page') ?? undefined,
  };
  const parsed = searchQuery.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid query' };
}
