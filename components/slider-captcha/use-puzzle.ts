// Loads a background (another one when a picture fails), places the hole and draws the puzzle.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { drawPuzzle } from './puzzle.ts';
import { nextBackground, randomTarget } from './rules.ts';

export type PuzzleSizes = { width: number; height: number; pieceLength: number; radius: number };

export type PuzzleStatus = 'loading' | 'ready' | 'unavailable';

export function usePuzzle(options: {
  sizes: PuzzleSizes;
  backgrounds: readonly string[];
  random: () => number;
  onReady?: () => void;
}) {
  const backgroundRef = useRef<HTMLCanvasElement>(null);
  const pieceRef = useRef<HTMLCanvasElement>(null);
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<PuzzleStatus>('loading');
  const [target, setTarget] = useState<{ x: number; y: number } | null>(null);
  const { width, height, pieceLength, radius } = options.sizes;

  const draw = useEffectEvent((image: HTMLImageElement) => {
    const spot = randomTarget({ width, height, pieceLength, radius }, options.random);
    const background = backgroundRef.current?.getContext('2d');
    const piece = pieceRef.current?.getContext('2d');
    if (background && piece) {
      drawPuzzle(background, piece, image, { width, height, pieceLength, radius, ...spot });
    }
    setTarget(spot);
    setStatus('ready');
    options.onReady?.();
  });
  const pick = useEffectEvent((failed: ReadonlySet<string>) =>
    nextBackground(options.backgrounds, failed, options.random),
  );
  const giveUp = useEffectEvent(() => setStatus('unavailable'));

  useEffect(() => {
    let current = true;
    const failed = new Set<string>();
    const load = () => {
      const src = pick(failed);
      if (src === undefined) return giveUp();
      const image = new Image();
      image.onload = () => {
        if (current) draw(image);
      };
      image.onerror = () => {
        if (!current) return;
        failed.add(src);
        load();
      };
      image.src = src;
    };
    load();
    return () => {
      current = false;
    };
  }, [round, width, height, pieceLength, radius]);

  return {
    backgroundRef,
    pieceRef,
    status,
    target,
    /** A new picture and a new hole. */
    renew() {
      setStatus('loading');
      setTarget(null);
      setRound((value) => value + 1);
    },
  };
}
