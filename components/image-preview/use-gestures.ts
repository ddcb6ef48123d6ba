'use client';
// Zoom and drag on the preview stage: the wheel zooms, one pointer drags (finger or mouse) and
// two pointers pinch. The window listens to moves so a drag keeps going outside the stage, and
// no pointer capture is taken: capture would retarget the click that follows and blur the line
// between a click on the image and one on the backdrop.
import {
  type Dispatch,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type ViewAction, zoomStep } from './view.ts';

type Point = { x: number; y: number };

/** Beyond this many pixels of travel a press is a drag, and its click does not close. */
const dragThreshold = 6;

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Wheel deltas in pixels; one notch of a mouse wheel (about 100) is one toolbar step. */
function wheelPixels(event: WheelEvent): number {
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? window.innerHeight : 1;
  return Math.max(-zoomStep, Math.min(zoomStep, event.deltaY * unit));
}

export function useGestures(stage: RefObject<HTMLElement | null>, dispatch: Dispatch<ViewAction>) {
  const pointers = useRef(new Map<number, Point>());
  const travelled = useRef(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // Not passive: the page must not scroll, and ctrl+wheel (a touchpad pinch) must not zoom
    // the whole page. React registers wheel listeners as passive, hence the native listener.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      dispatch({ type: 'zoom', by: -wheelPixels(event) });
    };
    const onMove = (event: globalThis.PointerEvent) => {
      const map = pointers.current;
      const before = map.get(event.pointerId);
      if (!before) return;
      const now = { x: event.clientX, y: event.clientY };
      const other = [...map].find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const was = distance(before, other);
        if (was > 0) dispatch({ type: 'scale', factor: distance(now, other) / was });
      } else {
        dispatch({ type: 'move', dx: now.x - before.x, dy: now.y - before.y });
      }
      travelled.current += distance(now, before);
      map.set(event.pointerId, now);
    };
    const onUp = (event: globalThis.PointerEvent) => {
      pointers.current.delete(event.pointerId);
      if (pointers.current.size === 0) setDragging(false);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      element.removeEventListener('wheel', onWheel);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [stage, dispatch]);

  return {
    dragging,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (pointers.current.size === 0) travelled.current = 0;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      setDragging(true);
    },
    /** Whether the last press moved the image (then its click is not a click). */
    wasDrag: () => travelled.current > dragThreshold,
  };
}
