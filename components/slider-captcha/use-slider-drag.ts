// The slider's handle: pointer drags (mouse, pen and touch through pointer events, throttled)
// and the keyboard (arrow keys move, Enter or Space releases). Each move is kept with the
// pointer's height and its time, for the server to judge (lib/captcha/verdict.ts).
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { type DragPoint, isAcceptedMove, maxMove } from '#lib/captcha/rules.ts';
import { createThrottle } from './rules.ts';

type Drag = { x: number; y: number; startedAt: number; move: number; trail: DragPoint[] };

export type Release = { move: number; trail: DragPoint[]; byKeyboard: boolean };

export function useSliderDrag(options: {
  width: number;
  throttleMs: number;
  /** False while loading, checking or after success: the handle does not move. */
  enabled: boolean;
  onStart: () => void;
  /** A release without horizontal movement: back to rest. */
  onCancel: () => void;
  onRelease: (release: Release) => void;
}) {
  const [move, setMove] = useState(0);
  const drag = useRef<Drag | null>(null);
  const [pass] = useState(() => createThrottle(options.throttleMs));
  const { width, enabled } = options;

  function begin(x: number, y: number) {
    drag.current = { x, y, startedAt: performance.now(), move: 0, trail: [] };
    options.onStart();
  }

  function moveTo(value: number, y: number) {
    const current = drag.current;
    if (!current || !isAcceptedMove(value, width) || value === current.move) return;
    current.move = value;
    current.trail.push([value, y, performance.now() - current.startedAt]);
    setMove(value);
  }

  function release(byKeyboard: boolean) {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    if (current.move === 0) {
      setMove(0);
      return options.onCancel();
    }
    options.onRelease({ move: current.move, trail: current.trail, byKeyboard });
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!enabled || event.button > 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      begin(event.clientX, event.clientY);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || !pass()) return;
      moveTo(event.clientX - current.x, event.clientY - current.y);
    },
    onPointerUp() {
      release(false);
    },
    onPointerCancel() {
      drag.current = null;
      setMove(0);
      options.onCancel();
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (!enabled) return;
      const step = event.shiftKey ? 10 : 2;
      const from = drag.current?.move ?? 0;
      const to: Record<string, number> = {
        ArrowRight: from + step,
        ArrowUp: from + step,
        ArrowLeft: from - step,
        ArrowDown: from - step,
        Home: 0,
        End: maxMove(width),
      };
      const next = to[event.key];
      if (next !== undefined) {
        event.preventDefault();
        if (!drag.current) begin(0, 0);
        moveTo(Math.min(maxMove(width), Math.max(0, next)), 0);
      } else if ((event.key === 'Enter' || event.key === ' ') && drag.current) {
        event.preventDefault();
        release(true);
      }
    },
  };

  return {
    move,
    handlers,
    /** Back to the start, for a new puzzle. */
    reset() {
      drag.current = null;
      setMove(0);
    },
  };
}
