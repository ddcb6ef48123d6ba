// How fast the machine ran while a bench measured, printed with the bench's figures. On a shared
// two-core machine the same build scores 100 in one hour and 92 in the next (bench:web), and its
// requests per second move by a third between minutes (bench:growth): a figure means something
// only beside the pace of the machine that produced it. The pace is timed at the start and at
// the end of a run, the end one being the one a long run most often changes.

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

/** The line a bench prints beside its figures. */
export function formatPace(startS: number, endS: number): string {
  const loop = `a fixed loop of ${fixedLoopAdditions.toExponential().replace('e+', 'e')} additions`;
  return (
    `machine pace: ${loop} took ${startS.toFixed(2)} s at the start and ${endS.toFixed(2)} s ` +
    `at the end (the slower, the busier the machine; compare only figures of like pace)`
  );
}
