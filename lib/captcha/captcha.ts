// The server's side of the slider captcha. It issues a puzzle (the hole placed here, shown to
// the browser only as pictures), judges the drag the browser reports, and for a good one gives a
// pass that starts one drawing, once. Puzzles and passes live in a one-time store: in Redis when
// the site has one, so any instance may answer, else in this instance.
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { type AnswerBody, passPattern } from './answer-body.ts';
import type { OneTimeStore } from './one-time-store.ts';
import type { PuzzleLook, PuzzlePictures } from './render.ts';
import { captchaAccuracy, captchaSize, randomTarget, type Verdict } from './rules.ts';
import { judge } from './verdict.ts';

/** How long a puzzle may be answered, and a pass used. */
export const challengeTtlMs = 2 * 60_000;
export const passTtlMs = 2 * 60_000;

/** Answers one puzzle takes before it is gone: a guesser gets few chances per picture. */
export const triesPerChallenge = 3;

/** What the browser gets: the pictures, never where the hole is. */
export type Puzzle = { id: string; background: string; piece: string; expiresInS: number };

export type AnswerOutcome =
  | { verdict: 'success'; pass: string }
  | { verdict: Exclude<Verdict, 'success'>; triesLeft: number }
  /** No such puzzle: never issued, answered already, out of tries or out of time. */
  | { verdict: 'expired' };

export type CaptchaOptions = {
  store: OneTimeStore;
  render: (look: PuzzleLook, target: { x: number; y: number }) => Promise<PuzzlePictures>;
  randomLook: (random: () => number) => PuzzleLook;
  now?: () => number;
  /** Numbers in [0, 1) that no visitor can predict from the puzzles they saw. */
  random?: () => number;
  accuracy?: number;
};

const challenge = z.object({
  x: z.number(),
  issuedAt: z.number(),
  endsAt: z.number(),
  tries: z.number(),
});
type Challenge = z.output<typeof challenge>;

const secureRandom = () => randomInt(2 ** 47) / 2 ** 47;
const token = (bytes: number) => randomBytes(bytes).toString('base64url');

export function createCaptcha(options: CaptchaOptions) {
  const { store, now = Date.now, random = secureRandom, accuracy = captchaAccuracy } = options;
  const puzzleKey = (id: string) => `puzzle:${id}`;
  const passKey = (pass: string) => `pass:${pass}`;

  async function takeChallenge(id: string): Promise<Challenge | null> {
    const kept = await store.take(puzzleKey(id));
    if (kept === null) return null;
    try {
      const parsed = challenge.safeParse(JSON.parse(kept));
      return parsed.success && parsed.data.endsAt > now() ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return {
    async issue(): Promise<Puzzle> {
      const target = randomTarget(captchaSize, random);
      const pictures = await options.render(options.randomLook(random), target);
      const id = token(18);
      const issuedAt = now();
      const kept: Challenge = {
        x: target.x,
        issuedAt,
        endsAt: issuedAt + challengeTtlMs,
        tries: triesPerChallenge,
      };
      await store.put(puzzleKey(id), JSON.stringify(kept), challengeTtlMs);
      return {
        id,
        background: `data:image/jpeg;base64,${pictures.background.toString('base64')}`,
        piece: `data:image/png;base64,${pictures.piece.toString('base64')}`,
        expiresInS: challengeTtlMs / 1000,
      };
    },

    /** Judges a drag on the puzzle `body.id`; every answer spends one of its tries. */
    async answer(body: AnswerBody): Promise<AnswerOutcome> {
      const kept = await takeChallenge(body.id);
      if (!kept) return { verdict: 'expired' };
      const verdict = judge({
        answer: { trail: body.trail, keyboard: body.keyboard ?? false },
        targetX: kept.x,
        accuracy,
        elapsedMs: now() - kept.issuedAt,
      });
      if (verdict === 'success') {
        const pass = token(24);
        await store.put(passKey(pass), '1', passTtlMs);
        return { verdict, pass };
      }
      const triesLeft = kept.tries - 1;
      if (triesLeft > 0) {
        const left = { ...kept, tries: triesLeft };
        await store.put(puzzleKey(body.id), JSON.stringify(left), kept.endsAt - now());
      }
      return { verdict, triesLeft };
    },

    /** Whether `pass` is a pass issued here and not used yet; using it here spends it. */
    async redeem(pass: string): Promise<boolean> {
      return passPattern.test(pass) && (await store.take(passKey(pass))) !== null;
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
