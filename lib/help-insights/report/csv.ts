// A table as CSV (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a
// comma, a quote or a line end), with a byte order mark so that spreadsheets read it as UTF-8.
// A visitor's text that a spreadsheet would take for a formula (=, +, -, @, a tab or a carriage
// return first) is written with a leading apostrophe, so opening the file never runs it.
import type { Cell, ReportTable } from './tables.ts';

const formulaStart = /^[=+\-@\t\r]/;

function field(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(field).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
