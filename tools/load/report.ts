// The load test's verdict and table (tools/load/main.ts): per route, what came back and how
// fast, and whether the server's memory came back to where it was.
import type { HeldMemory } from '../testing/held-memory.ts';

export type RouteRun = {
  name: string;
  connections: number;
  requests: number;
  /** Answers per HTTP status. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
  p99Ms: number;
};

export type RouteGoal = {
  /** The statuses this route may answer under load; anything else is an error. */
  allowed: readonly number[];
  /** The most successful answers the rate limiter lets through during the run. */
  maxAccepted?: number;
};

/**
 * The server's memory around the run. The verdict is on what it holds once its garbage is
 * collected (heap and buffers): that is what a leak grows. Resident memory right after a burst
 * also counts garbage V8 has not collected yet, as much as the machine's speed lets pile up, leak
 * or not; it is shown, not judged.
 */
export type Memory = {
  warmedUp: HeldMemory;
  afterRun: HeldMemory;
  /** Resident memory at the end of the run, before the collection. */
  residentAtEndMb: number;
};

/** The largest growth of what the server holds over the run that still passes. */
export const maxMemoryGrowth = 0.2;

/** What a route did wrong under load; empty when it met its goal. */
export function routeProblems(run: RouteRun, goal: RouteGoal): string[] {
  const problems: string[] = [];
  if (run.requests === 0) problems.push(`${run.name}: no request was answered`);
  if (run.errors > 0) problems.push(`${run.name}: ${run.errors} requests got no answer`);
  for (const [status, count] of Object.entries(run.statuses)) {
    if (!goal.allowed.includes(Number(status))) {
      problems.push(`${run.name}: ${count} answers with status ${status}`);
    }
  }
  const accepted = run.statuses['200'] ?? 0;
  if (goal.maxAccepted !== undefined && accepted > goal.maxAccepted) {
    problems.push(
      `${run.name}: ${accepted} requests accepted, the rate limit allows ${goal.maxAccepted}`,
    );
  }
  return problems;
}

/** Heap in use and buffers outside it, after a full collection. */
export const heldMb = (memory: HeldMemory) => memory.heapMb + memory.buffersMb;

export function memoryGrowth({ warmedUp, afterRun }: Memory): number {
  return (heldMb(afterRun) - heldMb(warmedUp)) / heldMb(warmedUp);
}

export function memoryProblem(memory: Memory): string | null {
  const growth = memoryGrowth(memory);
  return growth > maxMemoryGrowth
    ? `the memory the server holds grew by ${(growth * 100).toFixed(1)} % (at most ${maxMemoryGrowth * 100} %)`
    : null;
}

const mb = (value: number) => `${value.toFixed(1)} MB`;

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
}

/** A plain-text table of the run, one line per route, and the memory line under it. */
export function formatLoadReport(runs: readonly RouteRun[], memory: Memory): string {
  const header = ['route', 'conns', 'requests', 'p99', 'no answer', 'statuses'];
  const lines = runs.map((run) => [
    run.name,
    String(run.connections),
    String(run.requests),
    `${run.p99Ms} ms`,
    String(run.errors),
    Object.entries(run.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  ]);
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...lines.map((line) => line[index]?.length ?? 0)),
  );
  const growth = (memoryGrowth(memory) * 100).toFixed(1);
  return [
    row(header, widths),
    row(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
    ...lines.map((line) => row(line, widths)),
    '',
    `server memory held (heap and buffers, after a full collection): ${mb(heldMb(memory.warmedUp))} after warm-up, ${mb(heldMb(memory.afterRun))} after the run (${growth} %)`,
    `resident: ${mb(memory.warmedUp.rssMb)} and ${mb(memory.afterRun.rssMb)} after each collection, ${mb(memory.residentAtEndMb)} at the end of the run`,
  ].join('\n');
}
