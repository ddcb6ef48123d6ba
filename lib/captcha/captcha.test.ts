// The captcha's server side with its real pictures, solved by looking at them as a visitor does
// (tools/testing/captcha-solver.ts), on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { findGap, fromDataUrl, humanTrail, moveToGap } from '#tools/testing/captcha-solver.ts';
import { challengeTtlMs, createCaptcha, passTtlMs, type Puzzle } from './captcha.ts';
import { MemoryOneTimeStore } from './one-time-store.ts';
import { randomLook, renderPuzzle } from './render.ts';
import { captchaSize, type DragPoint } from './rules.ts';

function captchaOnClock() {
  const clock = { now: 1_000_000 };
  const captcha = createCaptcha({
    store: new MemoryOneTimeStore(() => clock.now),
    render: renderPuzzle,
    randomLook,
    now: () => clock.now,
  });
  return { captcha, clock };
}

/** A hand's drag onto the hole the pictures show, `offset` px off. */
async function dragOnto(puzzle: Puzzle, offset = 0): Promise<DragPoint[]> {
  const gap = await findGap(puzzle.background, puzzle.piece);
  return humanTrail(moveToGap(gap.x + offset));
}

describe('the captcha', () => {
  it('sends the pictures and an id, nothing that says where the hole is', async () => {
    const { captcha } = captchaOnClock();
    const puzzle = await captcha.issue();
    expect(Object.keys(puzzle).sort()).toEqual(['background', 'expiresInS', 'id', 'piece']);
    expect(puzzle.id).toMatch(/^[\w-]{24}$/);
    expect(puzzle.expiresInS).toBe(challengeTtlMs / 1000);
    expect(puzzle.background).toMatch(/^data:image\/jpeg;base64,/);
    expect(puzzle.piece).toMatch(/^data:image\/png;base64,/);
    // The piece is a strip as high as the picture: its place along the track is not in it.
    const { default: sharp } = await import('sharp');
    const piece = await sharp(fromDataUrl(puzzle.piece)).metadata();
    expect([piece.width, piece.height]).toEqual([65, captchaSize.height]);
    const background = await sharp(fromDataUrl(puzzle.background)).metadata();
    expect([background.width, background.height]).toEqual([310, 155]);
  });

  it('gives a pass for a hand’s drag onto the hole, good for one drawing', async () => {
    const { captcha, clock } = captchaOnClock();
    const puzzle = await captcha.issue();
    const trail = await dragOnto(puzzle);
    clock.now += 2000;
    const outcome = await captcha.answer({ id: puzzle.id, trail });
    expect(outcome.verdict).toBe('success');
    if (outcome.verdict !== 'success') return;
    expect(outcome.pass).toMatch(/^[\w-]{32}$/);
    expect(await captcha.redeem(outcome.pass)).toBe(true);
    expect(await captcha.redeem(outcome.pass)).toBe(false);
    // The puzzle is spent too.
    expect(await captcha.answer({ id: puzzle.id, trail })).toEqual({ verdict: 'expired' });
  });

  it('refuses a forged pass, and one used after its time', async () => {
    const { captcha, clock } = captchaOnClock();
    expect(await captcha.redeem('A'.repeat(32))).toBe(false);
    expect(await captcha.redeem('not a pass')).toBe(false);
    const puzzle = await captcha.issue();
    const trail = await dragOnto(puzzle);
    clock.now += 2000;
    const outcome = await captcha.answer({ id: puzzle.id, trail });
    clock.now += passTtlMs;
    expect(outcome.verdict === 'success' && (await captcha.redeem(outcome.pass))).toBe(false);
  });

  it('takes three answers per puzzle: a piece off by 20 px fails, then the puzzle is gone', async () => {
    const { captcha, clock } = captchaOnClock();
    const puzzle = await captcha.issue();
    const wrong = await dragOnto(puzzle, 20);
    clock.now += 2000;
    expect(await captcha.answer({ id: puzzle.id, trail: wrong })).toEqual({
      verdict: 'failed',
      triesLeft: 2,
    });
    expect(await captcha.answer({ id: puzzle.id, trail: wrong })).toEqual({
      verdict: 'failed',
      triesLeft: 1,
    });
    expect(await captcha.answer({ id: puzzle.id, trail: wrong })).toEqual({
      verdict: 'failed',
      triesLeft: 0,
    });
    const right = await dragOnto(puzzle);
    expect(await captcha.answer({ id: puzzle.id, trail: right })).toEqual({ verdict: 'expired' });
  });

  it('asks again after a straight drag, or one that claims more time than the puzzle had', async () => {
    const { captcha, clock } = captchaOnClock();
    const puzzle = await captcha.issue();
    const right = await dragOnto(puzzle);
    const straight = right.map(([move, , ms]): DragPoint => [move, 0, ms]);
    clock.now += 2000;
    expect(await captcha.answer({ id: puzzle.id, trail: straight })).toMatchObject({
      verdict: 'needs-retry',
    });
    const slow = right.map(([move, y, ms]): DragPoint => [move, y, ms * 10]);
    expect(await captcha.answer({ id: puzzle.id, trail: slow })).toMatchObject({
      verdict: 'needs-retry',
    });
    expect(await captcha.answer({ id: puzzle.id, trail: right })).toMatchObject({
      verdict: 'success',
    });
  });

  it('forgets a puzzle after two minutes', async () => {
    const { captcha, clock } = captchaOnClock();
    const puzzle = await captcha.issue();
    const trail = await dragOnto(puzzle);
    clock.now += challengeTtlMs;
    expect(await captcha.answer({ id: puzzle.id, trail })).toEqual({ verdict: 'expired' });
  });
});
