// How far the production server's JavaScript heap may grow past what its last full collection
// kept, before V8 collects again: the V8 flag the launcher gives `next start`.
//
// V8 chooses the factor itself, up to 4× on a machine with memory to spare, and gives the
// garbage back only once the process has gone quiet (its memory reducer looks every 8 s). A
// server of about 100 MB of live heap then ran up to 500 MB resident under the bench's 10,000
// requests, 700 MB when they were its first renders. Held to 1.5× (50 %), the same load peaked
// at 385 to 390 MB on either seed, for about the same processor time (docs/performance.md,
// “The heap's growth”).
//
// SERVER_HEAP_GROWING_PERCENT: empty for 50, a whole number from 1 to 400 for another, `0` for
// V8's own choice. A value that is none of these is said once at start, and 50 is used.

/** The growth past the last full collection's heap that the server runs with, unless told. */
export const defaultHeapGrowingPercent = 50;

const largestPercent = 400;

type Env = Record<string, string | undefined>;

export type ServerHeap = {
  /** V8 flags for the server's `node`. */
  flags: string[];
  /** What the server runs with, for the launcher's log. */
  heap: string;
  /** A setting that could not be followed, said once at start. */
  warning?: string;
};

function withPercent(percent: number): ServerHeap {
  return {
    flags: [`--heap-growing-percent=${percent}`],
    heap: `collected when it has grown by ${percent} % (SERVER_HEAP_GROWING_PERCENT)`,
  };
}

export function serverHeap(env: Env): ServerHeap {
  const setting = env.SERVER_HEAP_GROWING_PERCENT?.trim() ?? '';
  if (setting === '') return withPercent(defaultHeapGrowingPercent);
  const percent = /^\d+$/.test(setting) ? Number(setting) : Number.NaN;
  if (percent === 0)
    return { flags: [], heap: 'grown as V8 chooses (SERVER_HEAP_GROWING_PERCENT=0)' };
  if (percent >= 1 && percent <= largestPercent) return withPercent(percent);
  return {
    ...withPercent(defaultHeapGrowingPercent),
    warning:
      `SERVER_HEAP_GROWING_PERCENT must be a whole number from 0 to ${largestPercent}, not ` +
      `“${setting}”: the server runs with ${defaultHeapGrowingPercent}`,
  };
}
