// How far the production server's JavaScript heap may grow past what its last full collection
// kept, before V8 collects again: the V8 flag the launcher gives `next start`.
//
// V8 chooses the factor itself, up to 4× on a machine with memory to spare, and gives the
// garbage back only once the process has gone quiet; held to 1.5× (SERVER_HEAP_GROWING_PERCENT
// 50, the default) a burst of renders peaks much lower for about the same processor time
// (docs/performance.md, "Decision: the heap's growth"). 0 leaves the choice to V8.
import { config, type Env } from '#lib/config/index.ts';

export type ServerHeap = {
  /** V8 flags for the server's `node`. */
  flags: string[];
  /** What the server runs with, for the launcher's log. */
  heap: string;
};

export function serverHeap(env?: Env): ServerHeap {
  const percent = config(env).server.heapGrowingPercent;
  if (percent === 0) {
    return { flags: [], heap: 'grown as V8 chooses (SERVER_HEAP_GROWING_PERCENT=0)' };
  }
  return {
    flags: [`--heap-growing-percent=${percent}`],
    heap: `collected when it has grown by ${percent} % (SERVER_HEAP_GROWING_PERCENT)`,
  };
}
