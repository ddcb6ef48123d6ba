// How fast the machine ran while a bench measured, printed with the bench's figures. On a shared
// two-core machine the same build scores 100 in one hour and 92 in the next (bench:web), and its
// requests per second move by a third between minutes (bench:growth): a figure means something
// only beside the pace of the machine that produced it. A bench times a fixed loop at its start,
// between its measures and at its end, since a machine that is quiet at both ends of a run can
// be busy in its middle.

/** Additions in the fixed loop: about half a second on a quiet core of a current server. */
export const fixedLoopAdditions = 3e8;

/** Seconds that one thread of this process takes for the fixed loop, timed now. */
export function timeFixedLoop(additions = fixedLoopAdditions): number {
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < additions; i++) sum += i % 7;
  const seconds = (performance.now() - start) / 1000;
  // Read the sum, so that no compiler may drop the loop as dead code.
  if (!Number.isFinite(sum)) throw new Error('the fixed loop overflowed');
  return seconds;
}

/** The times of the fixed loop through one run, in seconds. */
export class MachinePace {
  readonly samples: number[] = [];

  /** Times the loop now and keeps the time. */
  take(): void {
    this.samples.push(timeFixedLoop());
  }
}

/** The line a bench prints beside its figures: the range and median of the samples. */
export function formatPace(samples: readonly number[]): string {
  const loop = `a fixed loop of ${fixedLoopAdditions.toExponential().replace('e+', 'e')} additions`;
  const sorted = [...samples].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (first === undefined || last === undefined || median === undefined) {
    return `machine pace: not timed`;
  }
  const seconds = (value: number) => value.toFixed(2);
  const range =
    sorted.length === 1
      ? `${seconds(first)} s`
      : `${seconds(first)} to ${seconds(last)} s (median ${seconds(median)} s) in ${sorted.length} ` +
        'samples through the run';
  return (
    `machine pace: ${loop} took ${range}; ` +
    'the slower, the busier the machine, and only figures of like pace compare'
  );
}
