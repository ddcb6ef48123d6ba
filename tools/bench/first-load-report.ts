// The table of first-load figures that the budget test and the benchmark print, so that CI
// logs and a terminal show the same numbers in the same units.
import { bytesPerKb, type FirstLoad, formatKb, gzipLevel } from './first-load.ts';

export type FirstLoadRow = {
  name: string;
  url: string;
  budgetKb: number;
  firstLoad: FirstLoad;
};

export function overBudgetBytes(row: FirstLoadRow): number {
  return row.firstLoad.gzipBytes - row.budgetKb * bytesPerKb;
}

export function describeUnits(): string {
  return (
    `First-load JavaScript: gzip level ${gzipLevel} of each <script src> and script preload ` +
    `in the HTML, 1 kB = ${bytesPerKb} bytes. Inline scripts (RSC payload) are not counted; ` +
    `their column is information only.`
  );
}

export function formatFirstLoadTable(rows: FirstLoadRow[]): string {
  const header = ['page', 'url', 'scripts', 'first-load JS', 'budget', 'margin', 'inline'];
  const lines = rows.map((row) => {
    const over = overBudgetBytes(row);
    return [
      row.name,
      row.url,
      String(row.firstLoad.scripts.length),
      formatKb(row.firstLoad.gzipBytes),
      `${row.budgetKb} kB`,
      over > 0 ? `OVER by ${formatKb(over)}` : `${formatKb(-over)} left`,
      formatKb(row.firstLoad.inlineGzipBytes),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((cells) => cells[column]?.length ?? 0)),
  );
  // Text columns read left-aligned, figures right-aligned.
  const pad = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [describeUnits(), '', pad(header), rule, ...lines.map(pad)].join('\n');
}
