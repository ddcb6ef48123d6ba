'use client';
// When the carousel turns by itself: in `auto` mode unless the visitor prefers reduced motion,
// or after they press play; never while the mouse is over it or keyboard focus is in it.
import {
  type FocusEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { AutoplayMode } from './showcase-types.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

export const autoplayDelay = 5000;

export function useAutoplay(
  initialMode: AutoplayMode,
  advance: () => void,
  slide: number,
  movable: boolean,
) {
  const reducedMotion = usePrefersReducedMotion();
  const [mode, setMode] = useState(initialMode);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Focus that follows a click or a tap is not the keyboard's: it must not hold the carousel.
  const pointerFocus = useRef(false);
  useEffect(() => {
    const byPointer = () => (pointerFocus.current = true);
    const byKeyboard = () => (pointerFocus.current = false);
    document.addEventListener('pointerdown', byPointer, true);
    document.addEventListener('keydown', byKeyboard, true);
    return () => {
      document.removeEventListener('pointerdown', byPointer, true);
      document.removeEventListener('keydown', byKeyboard, true);
    };
  }, []);

  const playing = mode === 'playing' || (mode === 'auto' && !reducedMotion);
  const running = movable && playing && !hovered && !focused;

  // Re-armed on every slide change, so a visitor who just moved gets a full delay.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(advance, autoplayDelay);
    return () => clearTimeout(timer);
  }, [running, slide, advance]);

  const toggle = useCallback(() => setMode(playing ? 'paused' : 'playing'), [playing]);

  const handlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
    onFocus: () => setFocused(!pointerFocus.current),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { mode, playing, running, reducedMotion, toggle, handlers };
}
