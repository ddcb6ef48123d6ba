import { describe, expect, it } from 'vitest';
import { checkProductionConfig } from '#lib/config/check.ts';
import { serverHeap } from './server-heap.ts';

describe("the production server's heap", () => {
  it('grows by 50 % between full collections unless told otherwise', () => {
    const { flags, heap } = serverHeap({});
    expect(flags).toEqual(['--heap-growing-percent=50']);
    expect(heap).toBe('collected when it has grown by 50 % (SERVER_HEAP_GROWING_PERCENT)');
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
  });

  it.each(['5O', '-10', '1.5', '401', '50%', 'off'])(
    'stops npm start on %s, which it cannot follow',
    (setting) => {
      const env = { SERVER_HEAP_GROWING_PERCENT: setting };
      expect(checkProductionConfig(env).errors).toContain(
        `SERVER_HEAP_GROWING_PERCENT=${setting}: expected a whole number of percent from 0 to 400 (0: V8's own choice)`,
      );
      // Anywhere that must not fail, the default.
      expect(serverHeap(env).flags).toEqual(['--heap-growing-percent=50']);
    },
  );
});
