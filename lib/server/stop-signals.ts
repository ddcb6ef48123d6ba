// SIGTERM (a service manager, the cluster's rolling restart) or SIGINT (Ctrl+C) asks the server to
// drain; a second one, from someone who will not wait, ends it at once. One stop often arrives
// twice within milliseconds: Ctrl+C reaches the launcher and the server (one process group), and
// the launcher passes it on; systemd's default signals every process of the service. So a signal
// within `repeatMs` of the first is the same stop told twice, and only a later one is "now".
import type { EventEmitter } from 'node:events';

export type StopSignal = 'SIGTERM' | 'SIGINT';

export function onStopSignals(
  handlers: { stop: (signal: StopSignal) => void; now: (signal: StopSignal) => void },
  { repeatMs = 1000, clock = Date.now, emitter = process as EventEmitter } = {},
): void {
  let first: number | undefined;
  const receive = (signal: StopSignal) => {
    if (first === undefined) {
      first = clock();
      handlers.stop(signal);
    } else if (clock() - first > repeatMs) {
      handlers.now(signal);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) emitter.on(signal, () => receive(signal));
}
