// Solves the site's slider captcha as a person would, for tests that must get past it: find the
// hole in the picture the server sent, then drag there with an unsteady hand and human timing.
// It reads the pictures only, never the server's memory: what a test proves with it, a visitor
// does with their eyes.
import sharp from 'sharp';
import { captchaSize, type DragPoint, moveFor, pieceInset } from '#lib/captcha/rules.ts';
import { minDragMs } from '#lib/captcha/verdict.ts';

type Pixels = { data: Buffer; width: number; height: number };

async function pixels(picture: Buffer | string): Promise<Pixels> {
  const input = typeof picture === 'string' ? fromDataUrl(picture) : picture;
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The bytes of a `data:…;base64,` address. */
export function fromDataUrl(url: string): Buffer {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) throw new Error(`not a data URL: ${url.slice(0, 40)}`);
  return Buffer.from(url.slice(comma + 1), 'base64');
}

/**
 * Where the hole's square body starts, found as an eye matches them: the piece is cut from the
 * picture, and the hole shows the same picture under a 70 % white veil. The column where the
 * veiled piece matches the picture best is the hole's; `error` is the mean difference there
 * (a few units for the right column, tens for any other).
 */
export async function findGap(
  background: Buffer | string,
  piece: Buffer | string,
): Promise<{ x: number; error: number }> {
  const picture = await pixels(background);
  const cut = await pixels(piece);
  const alpha = (x: number, y: number) =>
    x < 0 || y < 0 || x >= cut.width || y >= cut.height
      ? 0
      : (cut.data[(y * cut.width + x) * 4 + 3] ?? 0);
  // Inside the piece, well away from its white outline.
  const inner: [number, number][] = [];
  for (let y = 0; y < cut.height; y += 1) {
    for (let x = 0; x < cut.width; x += 1) {
      const around = [-3, 0, 3].flatMap((dx) => [-3, 0, 3].map((dy) => alpha(x + dx, y + dy)));
      if (around.every((value) => value === 255)) inner.push([x, y]);
    }
  }
  let best = { x: -1, error: Number.POSITIVE_INFINITY };
  for (let gap = pieceInset; gap - pieceInset + cut.width <= picture.width; gap += 1) {
    let error = 0;
    for (const [x, y] of inner) {
      const at = (y * picture.width + (gap - pieceInset + x)) * 4;
      const from = (y * cut.width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const veiled = 0.3 * (cut.data[from + channel] ?? 0) + 0.7 * 255;
        error += Math.abs((picture.data[at + channel] ?? 0) - veiled);
      }
    }
    error /= inner.length * 3;
    if (error < best.error) best = { x: gap, error };
  }
  return best;
}

/**
 * A hand's drag of the handle to `move`: uneven steps, the pointer wandering up and down, over
 * `durationMs` (by default a little over the shortest a person takes).
 */
export function humanTrail(move: number, durationMs = minDragMs + 200): DragPoint[] {
  const trail: DragPoint[] = [];
  let done = 0;
  for (let step = 1; done < move; step += 1) {
    done = Math.min(move, done + 4 + ((step * 7) % 9));
    trail.push([done, Math.round(Math.sin(step * 1.7) * 2.5 + (step % 3) - 1), 0]);
  }
  return trail.map(([x, y], index) => [
    x,
    y,
    Math.round((durationMs * (index + 1)) / trail.length),
  ]);
}

/** The handle move that puts the piece over a hole found at `gapX`. */
export function moveToGap(gapX: number): number {
  return Math.round(moveFor(gapX, captchaSize.width) * 10) / 10;
}

/** One call of the site's captcha endpoint: GET for a puzzle, POST with a drag. */
export type CaptchaCall = (init: { method: 'GET' | 'POST'; body?: string }) => Promise<Response>;

/**
 * A pass from the site's captcha, solved from its pictures with a hand's drag. It waits as long
 * as the drag says it took before sending it: the server refuses a drag that claims more time
 * than its puzzle has been out.
 */
export async function solveCaptcha(call: CaptchaCall): Promise<string> {
  const issued = await call({ method: 'GET' });
  const received = Date.now();
  const puzzle = (await issued.json()) as {
    data?: { id: string; background: string; piece: string };
  };
  if (issued.status !== 200 || !puzzle.data) {
    throw new Error(`the captcha answered ${issued.status}: ${JSON.stringify(puzzle)}`);
  }
  const { id, background, piece } = puzzle.data;
  const trail = humanTrail(moveToGap((await findGap(background, piece)).x));
  const durationMs = trail.at(-1)?.[2] ?? 0;
  const wait = received + durationMs + 50 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const answered = await call({ method: 'POST', body: JSON.stringify({ id, trail }) });
  const outcome = (await answered.json()) as { data?: { verdict: string; pass?: string } };
  if (!outcome.data?.pass) {
    throw new Error(`the captcha did not pass the drag: ${JSON.stringify(outcome)}`);
  }
  return outcome.data.pass;
}
