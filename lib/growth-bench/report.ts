// The table of `npm run bench:growth`: each figure on the normal and on the large seed, their
// ratio, the goal and by how much a missed goal is missed.
import { table } from '#lib/bench/report.ts';

export type Figures = {
  buildS: number;
  /** Resident memory 3 s after the 10,000 requests, and after 30 s without requests. */
  rssMb: number;
  rssIdleMb: number;
  /** p95 of the first visit of pages the build did not prerender; null when there are none. */
  firstVisitP95Ms: number | null;
  /** Requests per second on cached pages, by page name. */
  throughput: Record<string, number>;
};

type Goal =
  | { kind: 'ratio-below'; max: number }
  | { kind: 'ratio-above'; min: number }
  | { kind: 'below'; max: number };

type Row = { name: string; normal: number | null; large: number | null; unit: string; goal: Goal };

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function verdict(row: Row): { ratio: string; goal: string; result: string } {
  const { normal, large, goal } = row;
  const ratio = normal !== null && large !== null && normal > 0 ? large / normal : null;
  const ratioText = ratio === null ? '—' : `${number(ratio, 2)}×`;
  if (goal.kind === 'below') {
    const text = `< ${number(goal.max)} ${row.unit}`;
    if (large === null) return { ratio: ratioText, goal: text, result: 'not measured' };
    return {
      ratio: ratioText,
      goal: text,
      result: large < goal.max ? 'met' : `missed by ${number(large - goal.max)} ${row.unit}`,
    };
  }
  if (ratio === null) return { ratio: ratioText, goal: '', result: 'not measured' };
  if (goal.kind === 'ratio-below') {
    return {
      ratio: ratioText,
      goal: `< ${number(goal.max, 2)}×`,
      result: ratio < goal.max ? 'met' : `missed by ${number(ratio - goal.max, 2)}×`,
    };
  }
  return {
    ratio: ratioText,
    goal: `≥ ${number(goal.min, 2)}× (no drop)`,
    result: ratio >= goal.min ? 'met' : `missed by ${number(goal.min - ratio, 2)}×`,
  };
}

export function growthRows(normal: Figures, large: Figures): Row[] {
  return [
    {
      name: 'build time',
      normal: normal.buildS,
      large: large.buildS,
      unit: 's',
      goal: { kind: 'ratio-below', max: 1.2 },
    },
    {
      name: 'server RSS after 10,000 requests',
      normal: normal.rssMb,
      large: large.rssMb,
      unit: 'MB',
      goal: { kind: 'ratio-below', max: 1.2 },
    },
    {
      name: 'server RSS after them and 30 s idle',
      normal: normal.rssIdleMb,
      large: large.rssIdleMb,
      unit: 'MB',
      goal: { kind: 'ratio-below', max: 1.2 },
    },
    {
      name: 'first visit of a page not prerendered, p95',
      normal: normal.firstVisitP95Ms,
      large: large.firstVisitP95Ms,
      unit: 'ms',
      goal: { kind: 'below', max: 500 },
    },
    ...Object.keys(normal.throughput).map((page) => ({
      name: `cached ${page}, req/s`,
      normal: normal.throughput[page] ?? null,
      large: large.throughput[page] ?? null,
      unit: '/s',
      // Throughput varies by about a tenth from run to run on this machine.
      goal: { kind: 'ratio-above', min: 0.9 } as const,
    })),
  ];
}

export function formatGrowth(normal: Figures, large: Figures): string {
  const show = (value: number | null, unit: string) =>
    value === null ? '— (all prerendered)' : `${number(value, unit === 's' ? 1 : 0)} ${unit}`;
  return table(
    ['measure', 'normal seed', 'large seed', 'large/normal', 'goal', 'result'],
    growthRows(normal, large).map((row) => {
      const { ratio, goal, result } = verdict(row);
      return [row.name, show(row.normal, row.unit), show(row.large, row.unit), ratio, goal, result];
    }),
  );
}
