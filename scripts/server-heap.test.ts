import { describe, expect, it } from 'vitest';
import { defaultHeapGrowingPercent, serverHeap } from './server-heap.ts';

describe("the production server's heap", () => {
  it('grows by 50 % between full collections unless told otherwise', () => {
    expect(defaultHeapGrowingPercent).toBe(50);
    const { flags, heap, warning } = serverHeap({});
    expect(flags).toEqual(['--heap-growing-percent=50']);
    expect(heap).toBe('collected when it has grown by 50 % (SERVER_HEAP_GROWING_PERCENT)');
    expect(warning).toBeUndefined();
    expect(serverHeap({ SERVER_HEAP_GROWING_PERCENT: '  ' }).flags).toEqual(flags);
  });

  it('takes the growth SERVER_HEAP_GROWING_PERCENT names, or leaves it to V8 with 0', () => {
    expect(serverHeap({ SERVER_HEAP_GROWING_PERCENT: '100' }).flags).toEqual([
      '--heap-growing-percent=100',
    ]);
    expect(serverHeap({ SERVER_HEAP_GROWING_PERCENT: ' 400 ' }).flags).toEqual([
      '--heap-growing-percent=400',
    ]);
    const own = serverHeap({ SERVER_HEAP_GROWING_PERCENT: '0' });
    expect(own.flags).toEqual([]);
    expect(own.heap).toBe('grown as V8 chooses (SERVER_HEAP_GROWING_PERCENT=0)');
    expect(own.warning).toBeUndefined();
  });

  it.each(['5O', '-10', '1.5', '401', '50%', 'off'])(
    'says once that %s cannot be followed, and runs with 50',
    (setting) => {
      const { flags, warning } = serverHeap({ SERVER_HEAP_GROWING_PERCENT: setting });
      expect(flags).toEqual(['--heap-growing-percent=50']);
      expect(warning).toBe(
        `SERVER_HEAP_GROWING_PERCENT must be a whole number from 0 to 400, not “${setting}”: ` +
          'the server runs with 50',
      );
    },
  );
});
