// The answer of GET /api/help/search, shared by the route and the search box: the content
// service's hits, each with its address on this site.
import type { components } from '../content/api.gen.ts';

export type HelpSearchHit = components['schemas']['SearchHit'] & {
  /** The article's address in the query's locale. */
  path: string;
};

export type HelpSearchAnswer = {
  /** The keyword as searched: trimmed, runs of spaces made one. */
  keyword: string;
  total: number;
  page: number;
  pageSize: number;
  items: HelpSearchHit[];
};
