// What the browser posts for a drag (POST /aiapi/v1/captcha), checked before anything is looked
// up: a body that breaks these rules is a 400 that spends none of the puzzle's tries.
import { z } from 'zod';
import { captchaSize, maxMove, maxTrailPoints } from './rules.ts';

/** A puzzle's id and a pass as the server makes them: random bytes in base64url. */
export const challengeIdPattern = /^[\w-]{24}$/;
export const passPattern = /^[\w-]{32}$/;

/** Longest a drag may say it lasted: the puzzle is gone well before. */
const maxDragMs = 10 * 60_000;

const point = z.tuple([z.number(), z.number(), z.number()], {
  error: 'each move of trail must be [move, y, ms]',
});

export const answerBody = z
  .object(
    {
      id: z
        .string({ error: 'id must be the puzzle’s id' })
        .regex(challengeIdPattern, 'id must be the puzzle’s id'),
      trail: z
        .array(point, { error: 'trail must be a list of moves' })
        .min(1, 'trail must hold at least one move')
        .max(maxTrailPoints, `trail must hold at most ${maxTrailPoints} moves`),
      keyboard: z.boolean({ error: 'keyboard must be true or false' }).optional(),
    },
    { error: 'the body must be a JSON object' },
  )
  .superRefine(({ trail }, context) => {
    const problem = trailProblem(trail);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['trail'] });
  });

export type AnswerBody = z.output<typeof answerBody>;

function trailProblem(trail: readonly (readonly [number, number, number])[]): string | null {
  let before = 0;
  for (const [move, y, ms] of trail) {
    if (move < 0 || move > maxMove(captchaSize.width)) return 'a move of trail is off the track';
    if (Math.abs(y) > 10_000) return 'a move of trail is too far off the track';
    if (ms < before || ms > maxDragMs) return 'the times of trail must rise from 0';
    before = ms;
  }
  return null;
}
