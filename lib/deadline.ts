// A time limit on any piece of async work: the content reads, the drawing service's calls and
// the Redis rate limiter all give up after their own number of milliseconds.
//
// Next drops a fetch's AbortSignal during background regeneration, and a hung call then keeps
// the page stuck forever (docs/architecture.md, rule 4). The race below settles no matter what
// fetch does; the abort is only a courtesy to free the socket.

/** The steps a limit is counted in (see below). */
const steps = 10;

export async function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let decision: ReturnType<typeof setImmediate> | undefined;
  // The limit counts the time this thread was free to take the answer, in steps of a tenth of
  // it. When the thread was busy past the limit (a render, a garbage collection), the answer may
  // be waiting, but the overdue timer runs before the I/O that arrived meanwhile, and a large
  // answer (a content list, a cache entry from Redis) takes several reads of its socket. A late
  // step counts as one step, so the steps that follow leave the thread time for those reads; and
  // the last decision waits for an immediate, which runs after the poll phase's I/O. So the limit
  // measures the work, not the thread: a loaded machine does not invent outages. A thread that
  // stays busy can stretch the limit by the length of each step's wait, never indefinitely.
  const expired = new Promise<never>((_, reject) => {
    let left = steps;
    const step = () => {
      left -= 1;
      if (left > 0) {
        timer = setTimeout(step, timeoutMs / steps);
        return;
      }
      decision = setImmediate(() => {
        const error = onTimeout();
        controller.abort(error);
        reject(error);
      });
    };
    timer = setTimeout(step, timeoutMs / steps);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    clearImmediate(decision);
  }
}
