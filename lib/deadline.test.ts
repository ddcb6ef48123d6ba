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
});
