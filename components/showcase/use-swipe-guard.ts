'use client';
// A drag or swipe across the carousel ends with a click on whatever is under the pointer. That
// click must not open the image preview. react-slick swallows it on .slick-list, but only after
// the slide's own onClick has run, so the carousel drops it earlier, in the capture phase.
import { type MouseEvent, type PointerEvent, useRef } from 'react';

const dragDistance = 10;

export function useSwipeGuard() {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDownCapture: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onClickCapture: (event: MouseEvent) => {
      const from = start.current;
      start.current = null;
      // detail 0: a click from the keyboard (Enter or Space on a button), never a drag.
      if (!from || event.detail === 0) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > dragDistance) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };
}
