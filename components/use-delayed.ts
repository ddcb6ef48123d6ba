'use client';
import { useCallback, useEffect, useMemo, useRef } from 'react';

export const defaultDelayMs = 300;

/**
 * Runs `callback` `delay` ms after the last call of `run` (each call starts the wait again, with
 * its own arguments), never after the component is gone. `cancel` drops a pending run.
 */
export function useDelayed<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number = defaultDelayMs,
): { run: (...args: Args) => void; cancel: () => void } {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const run = useCallback(
    (...args: Args) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delay);
    },
    [cancel, delay],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
