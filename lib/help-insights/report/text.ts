// The report as a terminal shows it: each table under its title, its columns aligned, by the
// width a terminal gives each character (a Chinese character takes two columns), long text cut.
import type { Cell, ReportTable } from './tables.ts';

const wide =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Columns a terminal gives `text`. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += wide.test(character) ? 2 : 1;
  return width;
}

/** `text` cut to `max` columns, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let kept = '';
  for (const character of text) {
    if (displayWidth(kept + character) > max - 1) break;
    kept += character;
  }
  return `${kept}…`;
}

const shown = (cell: Cell, max: number) =>
  typeof cell === 'number' ? String(cell) : cut(cell.replace(/\s+/g, ' '), max);

export function formatTable(table: ReportTable, limit: number, maxCellWidth = 48): string {
  const rows = table.rows
    .slice(0, limit)
    .map((row) => row.map((cell) => shown(cell, maxCellWidth)));
  const head = `${table.title} (${table.rows.length}${table.rows.length > limit ? `, first ${limit} shown` : ''})`;
  if (rows.length === 0) return `${head}\n  none\n`;
  const widths = table.columns.map((column, index) =>
    Math.max(displayWidth(column), ...rows.map((row) => displayWidth(row[index] ?? ''))),
  );
  const numeric = table.columns.map((_, index) =>
    table.rows.every((row) => typeof row[index] === 'number' || row[index] === ''),
  );
  const line = (cells: string[]) =>
    `  ${cells
      .map((cell, index) => {
        const pad = ' '.repeat(Math.max(0, (widths[index] ?? 0) - displayWidth(cell)));
        return numeric[index] ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd()}`;
  return [head, line(table.columns), ...rows.map(line)].join('\n') + '\n';
}
