// The report as tables of plain cells, the same for the command's printout, its CSV files and
// whatever else shows them: one table each for the articles, their comments, the most frequent
// searches, the searches with no result, and those with results but no click.
import type { HelpReport, RankedSearch } from './queries.ts';

export type Cell = string | number;

export type ReportTable = {
  /** File-name-safe: the CSV is `<name>.csv`. */
  name: string;
  title: string;
  columns: string[];
  rows: Cell[][];
};

/** A share of 0 to 1 as a percentage with one decimal. */
export const percent = (share: number) => Math.round(share * 1000) / 10;

function searchTable(name: string, title: string, rows: RankedSearch[], extra: boolean) {
  return {
    name,
    title,
    columns: [
      'locale',
      'query',
      'searches',
      'previous',
      'change',
      ...(extra ? ['no result', 'opened a result'] : []),
    ],
    rows: rows.map((row) => [
      row.locale,
      row.query,
      row.count,
      row.previousCount,
      row.change,
      ...(extra ? [row.noResult, row.clicked] : []),
    ]),
  };
}

export function reportTables(report: HelpReport): ReportTable[] {
  const { articles, comments, searches } = report;
  return [
    {
      name: 'articles',
      title: 'Articles by answers and share of no',
      columns: [
        'article',
        'answers',
        'yes',
        'no',
        'no %',
        'previous answers',
        'change',
        'previous no %',
        'outdated',
        'unclear',
        'missing steps',
        'wrong product',
        'other',
        'comments',
      ],
      rows: articles.map((row) => [
        row.articleId,
        row.answers,
        row.yes,
        row.no,
        percent(row.noShare),
        row.previousAnswers,
        row.answers - row.previousAnswers,
        row.previousNoShare === null ? '' : percent(row.previousNoShare),
        row.reasons.outdated,
        row.reasons.unclear,
        row.reasons['missing-steps'],
        row.reasons['wrong-product'],
        row.reasons.other,
        row.comments,
      ]),
    },
    {
      name: 'comments',
      title: 'Comments after a no (kept as long as raw events)',
      columns: ['day', 'article', 'locale', 'reason', 'comment'],
      rows: comments.map((row) => [
        row.day,
        row.articleId,
        row.locale,
        row.reason ?? '',
        row.comment,
      ]),
    },
    searchTable('searches', 'Most frequent searches', searches.top, true),
    searchTable('no-result-searches', 'Searches with no result', searches.noResult, false),
    searchTable('no-click-searches', 'Searches with results but no click', searches.noClick, false),
  ];
}
