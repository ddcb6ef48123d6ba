// The bench's tables (tools/bench/main.ts): throughput per page and target with the ratios to the
// limit (nginx serving the same HTML from disk), and webhook → new content latency per target.
import { goals } from './settings.ts';

export type Throughput = {
  page: string;
  target: string;
  requestsPerS: number;
  p99Ms: number;
  /** Answers other than 200, and requests without an answer. */
  failures: number;
};

export type Freshness = { target: string; latenciesMs: number[] };

/** The nearest-rank percentile of `values` (0 < p ≤ 100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function table(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

const rate = (value: number) => Math.round(value).toLocaleString('en-US');

export function formatThroughput(runs: readonly Throughput[]): string {
  return table(
    ['page', 'target', 'req/s', 'p99', 'failures'],
    runs.map((run) => [
      run.page,
      run.target,
      rate(run.requestsPerS),
      `${run.p99Ms} ms`,
      String(run.failures),
    ]),
  );
}

/** Per page: edge/limit and bare/limit, and whether the edge met its goal. */
export function formatRatios(
  runs: readonly Throughput[],
  names: { limit: string; edge: string; bare: string },
): string {
  const pages = [...new Set(runs.map((run) => run.page))];
  const find = (page: string, target: string) =>
    runs.find((run) => run.page === page && run.target === target);
  const rows = pages.map((page) => {
    const limit = find(page, names.limit);
    const edge = find(page, names.edge);
    const bare = find(page, names.bare);
    const ratio = (run: Throughput | undefined) =>
      run && limit && limit.requestsPerS > 0 ? run.requestsPerS / limit.requestsPerS : Number.NaN;
    const met = ratio(edge) >= goals.edgeOverLimit && edge?.failures === 0;
    return [
      page,
      ratio(edge).toFixed(2),
      ratio(bare).toFixed(2),
      `edge/limit ≥ ${goals.edgeOverLimit}, no failures: ${met ? 'met' : 'MISSED'}`,
    ];
  });
  return table(['page', 'edge/limit', 'bare/limit', 'goal'], rows);
}

export function formatFreshness(runs: readonly Freshness[]): string {
  return table(
    ['webhook → new content', 'rounds', 'p50', 'p95', 'goal'],
    runs.map(({ target, latenciesMs }) => {
      const p95 = percentile(latenciesMs, 95);
      const met = p95 <= goals.freshnessP95Ms;
      return [
        target,
        String(latenciesMs.length),
        `${percentile(latenciesMs, 50)} ms`,
        `${p95} ms`,
        `p95 ≤ ${goals.freshnessP95Ms} ms: ${met ? 'met' : 'MISSED'}`,
      ];
    }),
  );
}
