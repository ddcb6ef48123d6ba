import { describe, expect, it, vi } from 'vitest';
import * as own from './request-context.ts';
import { currentRequestId, inRequest } from './request-context.ts';

describe('the request context', () => {
  it('follows each request through its own awaits, apart from the others', async () => {
    const seen: (string | undefined)[] = [];
    const handle = (reqId: string, waitMs: number) =>
      inRequest({ reqId }, async () => {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        seen.push(currentRequestId());
      });
    await Promise.all([handle('a', 20), handle('b', 5)]);
    expect(seen).toEqual(['b', 'a']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('is the same store for every copy of the module in the process', async () => {
    vi.resetModules();
    const copy = await import('./request-context.ts');
    expect(copy).not.toBe(own);
    expect(inRequest({ reqId: 'shared' }, () => copy.currentRequestId())).toBe('shared');
  });
});
