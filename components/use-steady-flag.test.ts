// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSteadyFlag } from './use-steady-flag.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function steady(active: boolean) {
  return renderHook(({ on }) => useSteadyFlag(on, { delayMs: 300, minimumMs: 200 }), {
    initialProps: { on: active },
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSteadyFlag', () => {
  it('never shows for work shorter than the delay', () => {
    const hook = steady(true);
    wait(299);
    hook.rerender({ on: false });
    wait(1000);
    expect(hook.result.current).toBe(false);
  });

  it('shows once the delay has passed', () => {
    const hook = steady(true);
    wait(299);
    expect(hook.result.current).toBe(false);
    wait(1);
    expect(hook.result.current).toBe(true);
  });

  it('stays the minimum time when the work ends just after it appeared', () => {
    const hook = steady(true);
    wait(310);
    hook.rerender({ on: false });
    wait(150);
    expect(hook.result.current).toBe(true);
    wait(50);
    expect(hook.result.current).toBe(false);
  });

  it('hides at once when it has been shown longer than the minimum', () => {
    const hook = steady(true);
    wait(1000);
    hook.rerender({ on: false });
    wait(0);
    expect(hook.result.current).toBe(false);
  });

  it('stays on without a gap when work starts again during the minimum', () => {
    const hook = steady(true);
    wait(300);
    hook.rerender({ on: false });
    wait(100);
    hook.rerender({ on: true });
    wait(500);
    expect(hook.result.current).toBe(true);
  });
});
