// What Next's server tells the rest of the process about itself.

/**
 * The server's own address (`http://localhost:3000`), which `next start` sets once it listens;
 * undefined before that, in a build and in tests.
 */
export function nextServerOrigin(): string | undefined {
  // eslint-disable-next-line no-restricted-syntax -- Next's own variable, not a setting
  return process.env.__NEXT_PRIVATE_ORIGIN || undefined;
}

/**
 * Sets the server's own address as `next start` does once it listens, for the server that runs
 * Next's handler itself (scripts/serve.ts): the cache handler renders ahead through it, and Next
 * forwards server actions to it.
 */
export function setNextServerOrigin(origin: string): void {
  // eslint-disable-next-line no-restricted-syntax -- Next's own variable, not a setting
  process.env.__NEXT_PRIVATE_ORIGIN = origin;
}
