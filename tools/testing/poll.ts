// Waiting for a condition the way Playwright's expect.poll does, for Vitest's HTTP tests: only
// the check of what was read is tried again; a throw of the reading itself (an assertion every
// answer meanwhile must pass, a request that failed) fails at once. Vitest's expect.poll tries
// both again, so a wrong answer on the way would be waited away instead of failing the test.

export type PollOptions = {
  /** What is waited for, named in the failure. */
  message: string;
  timeout: number;
  /** The pauses between tries, the last one repeated (Playwright's default). */
  intervals?: readonly number[];
};

/**
 * Calls `read` until `check` (an assertion) passes on what it returned, and returns that value.
 * A `read` is not cut short at the time limit: it bounds its own requests.
 */
export async function poll<T>(
  read: () => Promise<T>,
  check: (value: T) => void,
  options: PollOptions,
): Promise<T> {
  const { message, timeout, intervals = [100, 250, 500, 1000] } = options;
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    try {
      check(value);
      return value;
    } catch (error) {
      lastError = error;
    }
    const pause = intervals[Math.min(attempt, intervals.length - 1)] ?? 1000;
    if (Date.now() + pause >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`${message}: not within ${timeout} ms; the last try:\n${reason}`, {
    cause: lastError,
  });
}
