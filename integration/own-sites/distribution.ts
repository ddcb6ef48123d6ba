// A measured time's distribution as one line: min, median, p90, max and how many.
import { percentile } from '#tools/bench/report.ts';

export function distribution(valuesMs: readonly number[]): string {
  const figures = [
    ['min', Math.min(...valuesMs)],
    ['median', percentile(valuesMs, 50)],
    ['p90', percentile(valuesMs, 90)],
    ['max', Math.max(...valuesMs)],
  ] as const;
  const line = figures.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ');
  return `${line} (${valuesMs.length} rounds)`;
}
