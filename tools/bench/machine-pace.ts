// How fast the machine ran while a bench measured, printed with the bench's figures. On a shared
// machine the same build's scores and requests per second move with the machine's load from one
// minute to the next, so a figure means something only beside the pace of the machine that
// produced it (docs/performance.md, "Reading the figures"). A bench times a fixed loop at its
// start, between its measures and at its end, since a machine that is quiet at both ends of a run
// can be busy in its middle.
//
// The loop touches no memory, and a machine can be slow in a way it does not see: a virtual
// machine may take many times longer over memory a process touches for the first time than over
// the same memory touched again, while the loop runs at its quiet pace (docs/performance.md,
// "Fresh memory"). Every new browser process of a Lighthouse run and every heap a server grows
// pays for its first touches, so each sample also times the first touch of a block of fresh
// memory.

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

/** Size of the block of fresh memory, in MiB: larger than any the allocator keeps for reuse
 * (glibc maps blocks over 32 MiB afresh and unmaps them when freed). */
export const freshMemoryMib = 64;
const pageBytes = 4096;

/** Milliseconds a MiB that the first touch of `mebibytes` of fresh memory takes, timed now. */
export function timeFreshMemory(mebibytes = freshMemoryMib): number {
  const start = performance.now();
  const block = Buffer.allocUnsafeSlow(mebibytes * 1024 * 1024);
  for (let at = 0; at < block.length; at += pageBytes) block[at] = 1;
  return (performance.now() - start) / mebibytes;
}

/** The times of the fixed loop and of fresh memory through one run. */
export class MachinePace {
  /** The fixed loop's, in seconds. */
  readonly samples: number[] = [];
  /** Fresh memory's, in milliseconds a MiB. */
  readonly freshMemory: number[] = [];

  /** Times both now and keeps the times. */
  take(): void {
    this.samples.push(timeFixedLoop());
    this.freshMemory.push(timeFreshMemory());
  }
}

/** `first to last unit (median m unit)`, or the one sample as it is; null without samples. */
function spreadOf(samples: readonly number[], digits: number, unit: string): string | null {
  const sorted = [...samples].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (first === undefined || last === undefined || median === undefined) return null;
  const value = (x: number) => `${x.toFixed(digits)} ${unit}`;
  if (sorted.length === 1) return value(first);
  return `${first.toFixed(digits)} to ${value(last)} (median ${value(median)})`;
}

/** The line a bench prints beside its figures: the range and median of the samples. */
export function formatPace(
  loopS: readonly number[],
  freshMsPerMib: readonly number[] = [],
): string {
  const loop = `a fixed loop of ${fixedLoopAdditions.toExponential().replace('e+', 'e')} additions`;
  const loopSpread = spreadOf(loopS, 2, 's');
  if (loopSpread === null) return 'machine pace: not timed';
  const count = loopS.length > 1 ? ` in ${loopS.length} samples through the run` : '';
  const memorySpread = spreadOf(freshMsPerMib, 2, 'ms a MiB');
  const memory =
    memorySpread === null
      ? ''
      : `; the first touch of ${freshMemoryMib} MiB of fresh memory took ${memorySpread}`;
  return (
    `machine pace: ${loop} took ${loopSpread}${count}${memory}; ` +
    'the slower, the busier the machine, and only figures of like pace compare'
  );
}
