// The answer of GET /api/help/search, shared by the route and the search box.

export type HelpSearchHit = {
  id: number;
  title: string;
  excerpt: string;
  typeId: number;
  subId: number;
  typeTitle: string;
  subTitle: string;
  updateTime: number;
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
