// What a benchmark started, stopped in reverse order at its end, also on Ctrl-C or SIGTERM, so
// that no server, browser or build outlives it.

/** Everything started, each with its stop. */
export type Stops = (() => Promise<void>)[];

export function stopsOnSignal(): { stops: Stops; stopAll: () => Promise<void> } {
  const stops: Stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().then(() => process.exit(130)));
  }
  return { stops, stopAll };
}
