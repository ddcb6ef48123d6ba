import { describe, expect, it } from 'vitest';
import { onShutdown, runShutdownHooks } from './shutdown-hooks.ts';

describe('the shutdown hooks', () => {
  it('run each registered part once, a name registered twice once', async () => {
    const closed: string[] = [];
    onShutdown('redis', () => void closed.push('first copy'));
    onShutdown('redis', () => void closed.push('redis'));
    onShutdown('metrics', async () => void closed.push('metrics'));
    expect(await runShutdownHooks()).toEqual([{ name: 'redis' }, { name: 'metrics' }]);
    expect(closed).toEqual(['redis', 'metrics']);
    expect(await runShutdownHooks()).toEqual([]);
  });

  it('report a hook that fails or hangs, and still run the others', async () => {
    let ran = false;
    onShutdown('broken', () => {
      throw new Error('cannot close');
    });
    onShutdown('hung', () => new Promise<void>(() => {}));
    onShutdown('fine', () => void (ran = true));
    const results = await runShutdownHooks(50);
    expect(ran).toBe(true);
    expect(results).toEqual([
      { name: 'broken', error: new Error('cannot close') },
      { name: 'hung', error: new Error('did not finish within 50 ms') },
      { name: 'fine' },
    ]);
  });

  it('give a part registered with a bound of its own that long', async () => {
    const slow = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));
    onShutdown('database', slow(120), 1000);
    onShutdown('redis', slow(120));
    expect(await runShutdownHooks(50)).toEqual([
      { name: 'database' },
      { name: 'redis', error: new Error('did not finish within 50 ms') },
    ]);
  });
});
