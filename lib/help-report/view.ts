// The report page's body: the period, then each table of report/tables.ts (the same rows as the
// command's printout and the CSV files) with localised headings and a link to its CSV file.
import type { TFunction } from 'i18next';
import { localeTags, type Locale } from '../i18n/locales.ts';
import type { HelpReport } from '../help-insights/report/queries.ts';
import type { Cell, ReportTable } from '../help-insights/report/tables.ts';
import { html, type Html } from './html.ts';

export type ReportStrings = TFunction<'help-report'>;

const wideColumns = new Set(['query', 'comment']);

/** Rows a table shows on the page; its CSV file holds them all. */
export const rowsShown = 100;

const columnKeys = {
  article: 'article',
  answers: 'answers',
  yes: 'yes',
  no: 'no',
  'no %': 'noPercent',
  'previous answers': 'previousAnswers',
  change: 'change',
  'previous no %': 'previousNoPercent',
  outdated: 'outdated',
  unclear: 'unclear',
  'missing steps': 'missingSteps',
  'wrong product': 'wrongProduct',
  other: 'other',
  comments: 'comments',
  day: 'day',
  locale: 'locale',
  reason: 'reason',
  comment: 'comment',
  query: 'query',
  searches: 'searches',
  previous: 'previous',
  'no result': 'noResult',
  'opened a result': 'clicked',
} as const;

const reasonKeys = {
  outdated: 'outdated',
  unclear: 'unclear',
  'missing-steps': 'missingSteps',
  'wrong-product': 'wrongProduct',
  other: 'other',
} as const;

/** The tables of report/tables.ts, by the name that their CSV file and its link use. */
export const reportTableNames = [
  'articles',
  'comments',
  'searches',
  'no-result-searches',
  'no-click-searches',
] as const;

const has = <T extends object>(object: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(object, key);

function heading(t: ReportStrings, column: string): string {
  return has(columnKeys, column) ? t(`columns.${columnKeys[column]}`) : column;
}

function tableTitle(t: ReportStrings, table: ReportTable): string {
  const name = reportTableNames.find((known) => known === table.name);
  return name ? t(`tables.${name}`) : table.title;
}

function cellText(t: ReportStrings, column: string, cell: Cell): string {
  if (cell === '') return '—';
  if (typeof cell === 'number') {
    if (column === 'change' && cell > 0) return `+${cell}`;
    if (column === 'change' && cell < 0) return `−${-cell}`;
    return column.endsWith('%') ? `${cell}%` : String(cell);
  }
  if (column === 'locale' && (cell === 'zh' || cell === 'en')) return t(`localeNames.${cell}`);
  if (column === 'reason' && has(reasonKeys, cell)) return t(`columns.${reasonKeys[cell]}`);
  return cell;
}

/** The column that names a row: the article, or the search. */
const rowHeaderOf = (table: ReportTable) =>
  table.columns.indexOf(table.name === 'articles' ? 'article' : 'query');

/** An article the content service named: its title, and its page on the site. */
export type ArticleName = { title: string; href: string };
export type ArticleNames = ReadonlyMap<number, ArticleName>;

/** The ids of the articles the page shows, whose titles are looked up. */
export function shownArticleIds(tables: readonly ReportTable[]): number[] {
  const ids = new Set<number>();
  for (const table of tables) {
    const column = table.columns.indexOf('article');
    if (column < 0) continue;
    for (const row of table.rows.slice(0, rowsShown)) {
      const id = row[column];
      if (typeof id === 'number') ids.add(id);
    }
  }
  return [...ids];
}

function cellHtml(
  t: ReportStrings,
  column: string,
  cell: string | number,
  names: ArticleNames,
): Html | string {
  const name = column === 'article' && typeof cell === 'number' ? names.get(cell) : undefined;
  if (!name) return cellText(t, column, cell);
  return html`<a href="${name.href}">${name.title}</a> <span class="meta">#${cell}</span>`;
}

function tableView(
  t: ReportStrings,
  table: ReportTable,
  csvHref: string,
  names: ArticleNames,
): Html {
  const title = tableTitle(t, table);
  const total = table.rows.length;
  const rows = table.rows.slice(0, rowsShown);
  const numeric = table.columns.map((_, index) =>
    table.rows.every((row) => typeof row[index] === 'number' || row[index] === ''),
  );
  // Searches and comments wrap in a column of their own width; short words and numbers never do.
  const cls = (index: number) =>
    numeric[index] ? 'number' : wideColumns.has(table.columns[index] ?? '') ? 'text wide' : 'text';
  const header = rowHeaderOf(table);
  const count =
    total > rows.length
      ? t('rowsShown', { shown: rows.length, total })
      : t('rowCount', { rows: total });
  return html`<section>
    <h2 id="table-${table.name}">${title}</h2>
    <p><a href="${csvHref}" download>${t('downloadCsv', { table: title })}</a></p>
    ${
      total === 0
        ? html`<p>${t('none')}</p>`
        : html`<div class="scroll" role="region" aria-labelledby="table-${table.name}" tabindex="0">
            <table>
              <caption>
                ${title} · ${count}
              </caption>
              <thead>
                <tr>
                  ${table.columns.map((column, index) => html`<th scope="col" class="${cls(index)}">${heading(t, column)}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  (row) =>
                    html`<tr>
                      ${row.map((cell, index) => {
                        const text = cellHtml(t, table.columns[index] ?? '', cell, names);
                        return index === header
                          ? html`<th scope="row" class="${cls(index)}">${text}</th>`
                          : html`<td class="${cls(index)}">${text}</td>`;
                      })}
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
  </section>`;
}

export type ReportView = {
  t: ReportStrings;
  report: HelpReport;
  tables: ReportTable[];
  /** Link expiry, Unix seconds. */
  expires: number;
  csvHref: (table: string) => string;
  otherLanguageHref: string;
  otherLanguage: Locale;
  /** Titles and pages of the articles shown; an article missing here shows its id alone. */
  articles: ArticleNames;
};

export function reportView(view: ReportView): Html {
  const { t, report, tables } = view;
  const { period, previous } = report;
  const locale = period.locale ? t(`localeNames.${period.locale}`) : t('allLocales');
  const expires = new Date(view.expires * 1000).toISOString().slice(0, 16).replace('T', ' ');
  return html`<p class="language">
      <a href="${view.otherLanguageHref}" lang="${localeTags[view.otherLanguage]}"
        >${t('otherLanguage')}</a
      >
    </p>
    <h1>${t('title')}</h1>
    <p>${t('period', { from: period.from, to: period.to, locale })}</p>
    <p class="meta">${t('previous', { from: previous.from, to: previous.to })}</p>
    <p class="meta">${t('expires', { expires })}</p>
    ${tables.map((table) => tableView(t, table, view.csvHref(table.name), view.articles))}`;
}

export function errorView(t: ReportStrings, title: string, text: string, detail: string): Html {
  return html`<div class="error">
    <h1>${title}</h1>
    <p>${text}</p>
    <p class="meta">${t('errors.detail', { message: detail })}</p>
  </div>`;
}
