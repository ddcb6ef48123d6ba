import { readFile } from 'node:fs';
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline.ts';

describe('a deadline on async work', () => {
  it('passes the answer through when it comes in time', async () => {
    await expect(
      withDeadline(
        async () => 'page',
        1000,
        () => new Error('late'),
      ),
    ).resolves.toBe('page');
  });

  it('gives up on work that ignores the abort, and tells the work it was abandoned', async () => {
    let signal: AbortSignal | undefined;
    const hung = (given: AbortSignal) => {
      signal = given;
      return new Promise<never>(() => undefined);
    };
    await expect(withDeadline(hung, 20, () => new Error('no answer in 20 ms'))).rejects.toThrow(
      'no answer in 20 ms',
    );
    expect(signal?.aborted).toBe(true);
  });

  it('takes an answer that arrived while the event loop was busy past the limit', async () => {
    // One file-system call completes while this thread is busy; when the loop runs again the
    // overdue timer comes first, and the answer is waiting right behind it. Where the loop is
    // when the thread gets busy decides the order, so each phase is tried.
    const busyCall = () => {
      const answer = withDeadline(
        () => stat(import.meta.filename),
        20,
        () => new Error('late'),
      );
      const busyUntil = performance.now() + 120;
      while (performance.now() < busyUntil) {
        // a render or a garbage collection holding the thread
      }
      return answer;
    };
    const fromImmediate = new Promise((resolve) => setImmediate(() => resolve(busyCall())));
    await expect(fromImmediate).resolves.toHaveProperty('size');
    const fromIo = new Promise((resolve) =>
      readFile(import.meta.filename, () => resolve(busyCall())),
    );
    await expect(fromIo).resolves.toHaveProperty('size');
  });
});
