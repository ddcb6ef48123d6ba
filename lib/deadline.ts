// A time limit on any piece of async work: the content reads, the drawing service's calls and
// the Redis rate limiter all give up after their own number of milliseconds.
//
// Next drops a fetch's AbortSignal during background regeneration, and a hung call then keeps
// the page stuck forever (docs/architecture.md, rule 4). The race below settles no matter what
// fetch does; the abort is only a courtesy to free the socket.

export async function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let decision: ReturnType<typeof setImmediate> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Past the limit, but the answer may already be waiting: when the thread was busy (a
      // render, a garbage collection), the overdue timer runs before the I/O that arrived
      // meanwhile. Deciding after that I/O (an immediate runs after the poll phase) makes the
      // limit measure the work, not the thread: a loaded machine does not invent outages.
      decision = setImmediate(() => {
        const error = onTimeout();
        controller.abort(error);
        reject(error);
      });
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    clearImmediate(decision);
  }
}
