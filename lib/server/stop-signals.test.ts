import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { onStopSignals } from './stop-signals.ts';

describe('the stop signals', () => {
  it('drain on the first, count a copy within the second as the same, and stop on a later one', () => {
    const emitter = new EventEmitter();
    let now = 0;
    const heard: string[] = [];
    onStopSignals(
      {
        stop: (signal) => void heard.push(`stop ${signal}`),
        now: (signal) => void heard.push(`now ${signal}`),
      },
      { emitter, clock: () => now },
    );
    emitter.emit('SIGINT');
    now = 5;
    emitter.emit('SIGINT');
    expect(heard).toEqual(['stop SIGINT']);
    now = 1500;
    emitter.emit('SIGTERM');
    expect(heard).toEqual(['stop SIGINT', 'now SIGTERM']);
  });
});
