// The poll of the HTTP tests: the check is tried again until it passes or time is up, but what
// the reading itself throws ends the poll at once.
import { describe, expect, it } from 'vitest';
import { poll } from './poll.ts';

describe('poll', () => {
  it('reads until the check passes, and returns what passed', async () => {
    let reads = 0;
    const value = await poll(
      async () => (reads += 1),
      (n) => expect(n).toBeGreaterThanOrEqual(3),
      { message: 'three reads', timeout: 5000, intervals: [1] },
    );
    expect(value).toBe(3);
  });

  it('fails at once when the reading throws, without trying again', async () => {
    let reads = 0;
    await expect(
      poll(
        async () => {
          reads += 1;
          expect(reads, 'every answer meanwhile').toBe(0);
          return reads;
        },
        () => expect.unreachable('the check runs on no value'),
        // Longer than the test's own limit: a poll that waited for it would fail the test.
        { message: 'never', timeout: 3_600_000, intervals: [1] },
      ),
    ).rejects.toThrow(/every answer meanwhile/);
    expect(reads).toBe(1);
  });

  it('fails with its message and the last check’s failure once time is up', async () => {
    const failed = poll(
      async () => 'old',
      (text) => expect(text).toBe('new'),
      { message: 'the page shows the edit', timeout: 200, intervals: [20] },
    );
    await expect(failed).rejects.toThrow(/the page shows the edit: not within 200 ms/);
    await expect(failed).rejects.toThrow(/expected 'old' to be 'new'/);
  });
});
