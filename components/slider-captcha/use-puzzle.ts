// Asks the server for a puzzle and loads its two pictures; when a picture fails, another puzzle
// (another picture) is asked for, a few times at most.
import { useEffect, useEffectEvent, useState } from 'react';
import type { Puzzle } from '#lib/captcha/captcha.ts';
import type { DrawClient } from '#lib/draw/client.ts';

/** Where puzzles come from and drags go: the site's /aiapi/v1/captcha. */
export type CaptchaSource = Pick<DrawClient, 'getPuzzle' | 'answerPuzzle'>;

export type PuzzleStatus = 'loading' | 'ready' | 'unavailable';

/** Puzzles tried before the captcha says no picture can be loaded. */
export const puzzleAttempts = 3;

function preload(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}

export function usePuzzle(options: { source: CaptchaSource; onReady?: () => void }) {
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState<{ status: PuzzleStatus; puzzle: Puzzle | null }>({
    status: 'loading',
    puzzle: null,
  });

  const fetchPuzzle = useEffectEvent(async (signal: AbortSignal) => {
    try {
      const answer = await options.source.getPuzzle(signal);
      return answer.code === 0 ? answer.data : null;
    } catch {
      return null;
    }
  });
  const ready = useEffectEvent((puzzle: Puzzle) => {
    setShown({ status: 'ready', puzzle });
    options.onReady?.();
  });
  const giveUp = useEffectEvent(() => setShown({ status: 'unavailable', puzzle: null }));

  useEffect(() => {
    const controller = new AbortController();
    const load = async (attempt: number): Promise<void> => {
      const puzzle = await fetchPuzzle(controller.signal);
      if (controller.signal.aborted) return;
      if (!puzzle) return giveUp();
      const loaded = await Promise.all([preload(puzzle.background), preload(puzzle.piece)]);
      if (controller.signal.aborted) return;
      if (loaded.every(Boolean)) ready(puzzle);
      else if (attempt < puzzleAttempts) await load(attempt + 1);
      else giveUp();
    };
    void load(1);
    return () => controller.abort();
  }, [round]);

  return {
    ...shown,
    /** A new puzzle: a new picture and a new hole. */
    renew() {
      setShown({ status: 'loading', puzzle: null });
      setRound((value) => value + 1);
    },
  };
}
