'use client';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `enabled`, calls `onOutside` when the visitor presses a pointer anywhere outside
 * `target` (a popover, a menu, a dropdown). Pointer down rather than click: a drag that starts
 * inside and ends outside is not a click outside.
 */
export function useClickOutside(
  target: RefObject<HTMLElement | null>,
  onOutside: (event: PointerEvent) => void,
  enabled = true,
) {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!enabled) return;
    const onPointerDown = (event: PointerEvent) => {
      const element = target.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) {
        latest.current(event);
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [enabled, target]);
}
