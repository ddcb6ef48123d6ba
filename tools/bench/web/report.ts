// The tables of `npm run bench:web` (tools/bench/web/main.ts): Lighthouse figures per page, the
// median of several runs, the goals each page misses and by how much, and first-load JavaScript
// beside the bare Next.js page.
import { formatKb } from '../first-load.ts';
import { table } from '../report.ts';
import { webGoals } from './settings.ts';

/** One Lighthouse run: category scores 0–100, as the report shows them. */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Simulated runs only: what the simulation charged to the LCP (devtools throttling has none). */
  lcp?: LcpCharge;
};

/**
 * The scripts in the request graphs Lighthouse simulates the LCP from, and when the largest paint
 * came in the real, unthrottled load: a script that had arrived before that paint is charged to
 * the LCP unless it then ran, after the paint, in a task of at least 10 ms.
 */
export type LcpCharge = {
  paintMs: number;
  scripts: number;
  scriptBytes: number;
  /** Every script the page requested in that run. */
  pageScripts: number;
};

export type LighthouseRow = { page: string; url: string; figures: LighthouseFigures };

/**
 * The median run by performance score: with an even count, the lower of the two middle ones,
 * so that the figure never flatters; among equal scores, the earliest run. Its other figures
 * are that run's own, never mixed from several runs.
 */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T {
  const sorted = runs
    .map((run, index) => ({ run, index }))
    .sort((a, b) => a.run.performance - b.run.performance || a.index - b.index);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run to choose from');
  return middle.run;
}

/** CLS as Lighthouse displays it: two decimals. */
export const formatCls = (cls: number) => cls.toFixed(2);

/** What a page misses of the goals, each with by how much; empty when it meets them all. */
export function lighthouseMisses(figures: LighthouseFigures, bare?: LighthouseFigures): string[] {
  const misses: string[] = [];
  if (figures.performance < webGoals.performance) {
    misses.push(
      `performance ${webGoals.performance - figures.performance} short of ${webGoals.performance}`,
    );
  }
  if (bare && figures.performance < bare.performance) {
    misses.push(`performance ${bare.performance - figures.performance} below the bare page`);
  }
  const others = [
    ['accessibility', figures.accessibility],
    ['best practices', figures.bestPractices],
    ['SEO', figures.seo],
  ] as const;
  for (const [name, score] of others) {
    if (score < webGoals.otherCategories) {
      misses.push(
        `${name} ${webGoals.otherCategories - score} short of ${webGoals.otherCategories}`,
      );
    }
  }
  if (formatCls(figures.cls) !== formatCls(webGoals.cls)) {
    misses.push(`CLS ${formatCls(figures.cls)} over ${formatCls(webGoals.cls)}`);
  }
  return misses;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** “12 of 13, 146.2 kB”: the scripts charged to the LCP, of all the page requested. */
export function formatLcpCharge(charge: LcpCharge | undefined): string {
  if (!charge) return '—';
  return `${charge.scripts} of ${charge.pageScripts}, ${formatKb(charge.scriptBytes)}`;
}

/** The table of median runs; `bare` is the yardstick's row, shown first and held to no goal. */
export function formatLighthouseTable(bare: LighthouseRow, rows: readonly LighthouseRow[]): string {
  const line = (row: LighthouseRow, goals: string) => {
    const { figures } = row;
    return [
      row.page,
      row.url,
      String(figures.performance),
      String(figures.accessibility),
      String(figures.bestPractices),
      String(figures.seo),
      seconds(figures.lcpMs),
      figures.lcp ? `${Math.round(figures.lcp.paintMs)} ms` : '—',
      formatLcpCharge(figures.lcp),
      `${Math.round(figures.tbtMs)} ms`,
      formatCls(figures.cls),
      goals,
    ];
  };
  return table(
    [
      'page',
      'url',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'paint',
      'scripts in LCP',
      'TBT',
      'CLS',
      'goals',
    ],
    [
      line(bare, 'yardstick'),
      ...rows.map((row) =>
        line(row, lighthouseMisses(row.figures, bare.figures).join('; ') || 'met'),
      ),
    ],
  );
}

export type FirstLoadFigure = { page: string; url: string; scripts: number; gzipBytes: number };

/** Home's goal: its first-load JavaScript at most `homeFirstLoadRatio` times the bare page's. */
export function homeFirstLoadMiss(home: FirstLoadFigure, bare: FirstLoadFigure): string {
  const limit = bare.gzipBytes * webGoals.homeFirstLoadRatio;
  if (home.gzipBytes <= limit) return 'met';
  return `${formatKb(home.gzipBytes - limit)} over ${webGoals.homeFirstLoadRatio.toFixed(2)}× bare`;
}

export function formatFirstLoadRatios(
  bare: FirstLoadFigure,
  rows: readonly (FirstLoadFigure & { home: boolean })[],
): string {
  const line = (row: FirstLoadFigure, goal: string) => [
    row.page,
    row.url,
    String(row.scripts),
    formatKb(row.gzipBytes),
    `${(row.gzipBytes / bare.gzipBytes).toFixed(2)}×`,
    goal,
  ];
  return table(
    ['page', 'url', 'scripts', 'first-load JS', '× bare', 'goal'],
    [
      line(bare, 'yardstick'),
      ...rows.map((row) => line(row, row.home ? homeFirstLoadMiss(row, bare) : '')),
    ],
  );
}
