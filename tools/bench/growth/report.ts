// The table of `npm run bench:growth`: each figure on the normal and on the large seed, their
// ratio, the goal and by how much a missed goal is missed.
import { table } from '../report.ts';

/** The server's memory after one load of 10,000 requests, in MB. */
export type Memory = {
  /** Resident at its highest while the requests ran: what the server must be given. */
  peakMb: number;
  /** Resident 3 s after the last request. */
  loadedMb: number;
  /** Resident after 30 s without requests, 15 s after a full collection. */
  collectedMb: number;
  /** The JavaScript heap in use and the buffers outside it, then: what the server keeps,
   * without garbage or the allocator's reserve. */
  heldMb: number;
};

export type Figures = {
  buildS: number;
  /** After the first load; then after a publish (every page regenerated) and a second one. */
  memory: Memory | null;
  memoryAfterPublish: Memory | null;
  /** p95 of the first visit of pages the build did not prerender; null when there are none. */
  firstVisitP95Ms: number | null;
  /** The same for other such pages, once the server has taken both loads: a render must not
   * cost more for every page the server has rendered before it. */
  firstVisitAfterLoadsP95Ms: number | null;
  /** Requests per second on cached pages, by page name: the median of the rounds. */
  throughput: Record<string, number>;
};

type Goal =
  | { kind: 'ratio-below'; max: number }
  | { kind: 'ratio-above'; min: number }
  | { kind: 'below'; max: number };

type Row = {
  name: string;
  normal: number | null;
  large: number | null;
  unit: string;
  goal: Goal;
  /** The ratio when it is not large / normal of the figures shown (paired rounds, below). */
  ratio?: number;
};

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The ratio as the table shows it: a third digit where two would round onto the goal's bound. */
function ratioText(ratio: number, bound: number): string {
  return `${number(ratio, Math.abs(ratio - bound) < 0.005 ? 3 : 2)}×`;
}

/** By how much a ratio misses its bound; a gap too small for two digits still shows. */
const missedBy = (gap: number) => `missed by ${gap < 0.005 ? 'less than 0.01' : number(gap, 2)}×`;

function verdict(row: Row): { ratio: string; goal: string; result: string } {
  const { normal, large, goal } = row;
  const ratio =
    row.ratio ?? (normal !== null && large !== null && normal > 0 ? large / normal : null);
  if (goal.kind === 'below') {
    const text = `< ${number(goal.max)} ${row.unit}`;
    const shown = ratio === null ? '—' : `${number(ratio, 2)}×`;
    if (large === null) return { ratio: shown, goal: text, result: 'not measured' };
    return {
      ratio: shown,
      goal: text,
      result: large < goal.max ? 'met' : `missed by ${number(large - goal.max)} ${row.unit}`,
    };
  }
  if (ratio === null) return { ratio: '—', goal: '', result: 'not measured' };
  if (goal.kind === 'ratio-below') {
    return {
      ratio: ratioText(ratio, goal.max),
      goal: `< ${number(goal.max, 2)}×`,
      result: ratio < goal.max ? 'met' : missedBy(ratio - goal.max),
    };
  }
  return {
    ratio: ratioText(ratio, goal.min),
    goal: `≥ ${number(goal.min, 2)}× (no drop)`,
    result: ratio >= goal.min ? 'met' : missedBy(goal.min - ratio),
  };
}

const memoryGoal = { kind: 'ratio-below', max: 1.2 } as const;

function memoryRows(when: string, normal: Memory | null, large: Memory | null): Row[] {
  const row = (name: string, figure: (memory: Memory) => number): Row => ({
    name: `${name}${when}`,
    normal: normal ? figure(normal) : null,
    large: large ? figure(large) : null,
    unit: 'MB',
    goal: memoryGoal,
  });
  return [
    row('RSS at its highest during 10,000 requests', (memory) => memory.peakMb),
    row('RSS 3 s after 10,000 requests', (memory) => memory.loadedMb),
    row('RSS idle, 15 s after a full collection', (memory) => memory.collectedMb),
    row('heap and buffers held', (memory) => memory.heldMb),
  ];
}

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
}

/** large / normal of each pair of rounds run back to back, in the order of the rounds. */
export function pairRatios(large: readonly number[], normal: readonly number[]): number[] {
  if (large.length !== normal.length || large.length === 0)
    throw new Error('paired rounds need as many figures on each seed, at least one');
  return large.map((figure, round) => figure / (normal[round] ?? Number.NaN));
}

/**
 * The median of the pairs' ratios (`pairRatios`), by the name the figures share. The machine's
 * load moves both figures of a pair alike, and a round or two taken in a busy moment leave the
 * median where it was, where a ratio of two medians moves with them.
 */
export type PairedRatios = Record<string, number>;

export function growthRows(normal: Figures, large: Figures, paired: PairedRatios = {}): Row[] {
  return [
    {
      name: 'build time',
      normal: normal.buildS,
      large: large.buildS,
      unit: 's',
      goal: { kind: 'ratio-below', max: 1.2 },
    },
    ...memoryRows('', normal.memory, large.memory),
    ...memoryRows(', after a publish', normal.memoryAfterPublish, large.memoryAfterPublish),
    {
      name: 'first visit of a page not prerendered, p95',
      normal: normal.firstVisitP95Ms,
      large: large.firstVisitP95Ms,
      unit: 'ms',
      goal: { kind: 'below', max: 500 },
    },
    {
      name: 'first visit of a page not prerendered, after both loads, p95',
      normal: normal.firstVisitAfterLoadsP95Ms,
      large: large.firstVisitAfterLoadsP95Ms,
      unit: 'ms',
      goal: { kind: 'below', max: 500 },
    },
    ...Object.keys(normal.throughput).map((page) => ({
      name: `cached ${page}, req/s`,
      normal: normal.throughput[page] ?? null,
      large: large.throughput[page] ?? null,
      unit: '/s',
      goal: { kind: 'ratio-above', min: 0.9 } as const,
      ratio: paired[page],
    })),
  ];
}

export function formatGrowth(normal: Figures, large: Figures, paired: PairedRatios = {}): string {
  const show = (value: number | null, unit: string) =>
    value === null ? '— (all prerendered)' : `${number(value, unit === 's' ? 1 : 0)} ${unit}`;
  return table(
    ['measure', 'normal seed', 'large seed', 'large/normal', 'goal', 'result'],
    growthRows(normal, large, paired).map((row) => {
      const { ratio, goal, result } = verdict(row);
      return [row.name, show(row.normal, row.unit), show(row.large, row.unit), ratio, goal, result];
    }),
  );
}
