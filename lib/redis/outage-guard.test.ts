import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutageGuard } from './outage-guard.ts';

function capture(method: 'info' | 'error') {
  const lines: string[] = [];
  vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('OutageGuard', () => {
  it("gives the command's answer while Redis answers", async () => {
    const guard = new OutageGuard({ part: 'page cache', timeoutMs: 100 });
    expect(await guard.run(async () => 'OK')).toBe('OK');
    expect(guard.down).toBe(false);
  });

  it('says an outage starts once, rests between tries, and says when it ends', async () => {
    const errors = capture('error');
    const infos = capture('info');
    let now = 0;
    const guard = new OutageGuard({
      part: 'page cache',
      timeoutMs: 100,
      retryMs: 1000,
      now: () => now,
    });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('The client is offline');
    };
    expect(await guard.run(failing)).toBeUndefined();
    expect(guard.down).toBe(true);
    // Within the rest nothing is tried: a request does not pay for a known outage.
    now = 500;
    expect(await guard.run(failing)).toBeUndefined();
    expect(calls).toBe(1);
    now = 1000;
    expect(await guard.run(failing)).toBeUndefined();
    now = 2000;
    expect(await guard.run(failing)).toBeUndefined();
    expect(calls).toBe(3);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({
      level: 'error',
      msg: 'redis: the page cache is not shared until Redis answers again',
      cause: { message: 'The client is offline' },
    });

    now = 3000;
    expect(await guard.run(async () => 'back')).toBe('back');
    expect(guard.down).toBe(false);
    expect(infos.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ msg: 'redis: the page cache is shared again', failures: 3 }),
    ]);
  });

  it('gives up on a command that does not answer within the time limit', async () => {
    capture('error');
    const guard = new OutageGuard({ part: 'page cache', timeoutMs: 50 });
    const started = performance.now();
    const answer = await guard.run(() => new Promise<string>(() => {}));
    expect(answer).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(guard.down).toBe(true);
  });
});
