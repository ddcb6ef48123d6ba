// The drawing dialog as a visitor reaches it, the slider captcha solved the way a person would
// (look at the picture to find the gap, then drag the handle there with an unsteady hand), and
// drawings that end when the test says so.
import { expect, type Locator, type Page } from '@playwright/test';
import en from '#locales/en/draw.json' with { type: 'json' };
import zh from '#locales/zh/draw.json' with { type: 'json' };
import { taskDetailRequest, taskDetailResponse } from '#content-schema/aiapi.zod.ts';
import { drawPicture } from '#content-service/draw-art.ts';
import { pieceInset } from '#components/slider-captcha/puzzle.ts';
import { moveFor } from '#components/slider-captcha/rules.ts';
import type { TaskDetail } from '#lib/draw/client.ts';
import { contentOrigin } from './support.ts';

export const drawVisits = [
  { locale: 'zh-CN', home: '/', strings: zh },
  { locale: 'en-US', home: '/en', strings: en },
] as const;

export type DrawStrings = typeof zh;

export function drawDialog(page: Page, strings: DrawStrings): Locator {
  return page.getByRole('dialog', { name: strings.dialog.title });
}

export async function openDrawDialog(page: Page, strings: DrawStrings): Promise<Locator> {
  await page.getByRole('button', { name: strings.dialog.open }).click();
  const dialog = drawDialog(page, strings);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(strings.dialog.promptLabel, { exact: true })).toBeFocused();
  return dialog;
}

/**
 * Where the gap is, found from the two canvases as an eye would match them: the piece is cut
 * from the picture, and the gap shows the same picture under a 70 % white veil. The column
 * where the veiled picture matches the piece best is the gap's left edge.
 */
async function findGap(captcha: Locator): Promise<{ x: number; error: number }> {
  return captcha.evaluate((root, inset) => {
    const [background, piece] = [...root.querySelectorAll('canvas')];
    if (!background || !piece) throw new Error('the captcha has no canvases');
    const height = background.height;
    const picture = background.getContext('2d')?.getImageData(0, 0, background.width, height);
    const cut = piece.getContext('2d')?.getImageData(0, 0, piece.width, height);
    if (!picture || !cut) throw new Error('the canvases cannot be read');
    const alpha = (x: number, y: number) =>
      x < 0 || y < 0 || x >= cut.width || y >= height
        ? 0
        : (cut.data[(y * cut.width + x) * 4 + 3] ?? 0);
    // Inside the piece, well away from its white outline.
    const inner: [number, number][] = [];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < cut.width; x += 1) {
        const around = [-3, 0, 3].flatMap((dx) => [-3, 0, 3].map((dy) => alpha(x + dx, y + dy)));
        if (around.every((value) => value === 255)) inner.push([x, y]);
      }
    }
    let best = { x: -1, error: Number.POSITIVE_INFINITY };
    for (let gap = inset; gap + cut.width <= background.width + inset; gap += 1) {
      let error = 0;
      for (const [x, y] of inner) {
        const at = (y * picture.width + (gap - inset + x)) * 4;
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
  }, pieceInset);
}

/** Drags the handle by `distance` px in uneven steps, the pointer wandering up and down. */
async function dragHandle(page: Page, handle: Locator, distance: number) {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the slider handle is not visible');
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  let done = 0;
  let step = 0;
  while (done < distance) {
    step += 1;
    done = Math.min(distance, done + 4 + ((step * 7) % 9));
    const wobble = Math.sin(step * 1.7) * 2.5 + (step % 3) - 1;
    await page.mouse.move(startX + done, startY + wobble);
    // Past the handle's 10 ms throttle, so the last position is the one that counts.
    await page.waitForTimeout(16);
  }
  await page.mouse.move(startX + distance, startY + 1.5);
  await page.waitForTimeout(40);
  await page.mouse.up();
}

/** Solves the captcha shown in `scope`. */
export async function solveCaptcha(page: Page, scope: Locator, strings: DrawStrings) {
  const handle = scope.getByRole('slider', { name: strings.captcha.handle });
  // Ready once the picture is drawn: the handle becomes focusable.
  await expect(handle).toHaveAttribute('tabindex', '0');
  const captcha = handle.locator('xpath=ancestor::*[@data-state][1]');
  const gap = await findGap(captcha);
  // A veiled picture matches its own piece to within rounding; anything else is a wrong guess.
  expect(gap.error, 'the gap matches the piece').toBeLessThan(6);
  const width = await captcha.evaluate((root) => root.querySelector('canvas')?.width ?? 0);
  await dragHandle(page, handle, moveFor(gap.x, width));
  // Solved, the captcha shows its tick for 0.8 s and then leaves (draw-panel.tsx); a wrong
  // guess keeps it in place with another picture. On a busy machine the first look may come
  // after it left, so leaving counts as solved too.
  await expect
    .poll(async () =>
      (await captcha.count()) === 0 ? 'left' : await captcha.getAttribute('data-state'),
    )
    .toMatch(/^(success|left)$/);
}

/** How a drawing stands in the answers the test gives the dialog's polls. */
export type DrawingOutcome = 'running' | 'success' | 'failed';

export type DrawingService = {
  /** The task-detail requests the page has sent so far. */
  polls: () => number;
  /** From the next poll on, every drawing started so far has this outcome. */
  finish: (outcome: Exclude<DrawingOutcome, 'running'>) => void;
};

/** Progress the held drawing reports: the dialog shows it as 42 %. */
export const heldProgress = 0.42;

/**
 * Answers the dialog's polls of its drawings, so that when a drawing ends is the test's choice,
 * not the demo's (AI_DEMO_TASK_MS) or the machine's. Every poll still goes through the site's
 * proxy to the demo, whose answer must be the contract's; its data is then replaced by the
 * state the test holds: running with the demo's own preview of `prompt`, until `finish` says
 * success (the demo's final picture of `prompt`, served at the demo's address) or failed. A
 * refusal of the demo's is passed on as it is.
 */
export async function answerDrawingPolls(page: Page, prompt: string): Promise<DrawingService> {
  const outcomes = new Map<string, DrawingOutcome>();
  let polls = 0;
  // The demo writes its public origin, localhost on the service's port, into picture addresses
  // (the site's Content-Security-Policy allows images from there).
  const pictureOrigin = new URL(contentOrigin());
  pictureOrigin.hostname = 'localhost';
  const pictureUrl = (taskId: string) =>
    new URL(`/files/draw/${taskId}.svg`, pictureOrigin).toString();

  const dataFor = (taskId: string): TaskDetail => {
    const outcome = outcomes.get(taskId) ?? 'running';
    if (outcome === 'success') {
      return { state: 'success', progress: 1, imgUrl: pictureUrl(taskId), current_image: null };
    }
    if (outcome === 'failed') {
      return { state: 'failed', progress: heldProgress, imgUrl: null, current_image: null };
    }
    const preview = Buffer.from(drawPicture(prompt, heldProgress)).toString('base64');
    return { state: 'running', progress: heldProgress, imgUrl: null, current_image: preview };
  };

  await page.route('**/aiapi/v1/task/detail', async (route) => {
    polls += 1;
    const { taskId } = taskDetailRequest.parse(route.request().postDataJSON());
    const real = taskDetailResponse.parse(await (await route.fetch()).json());
    if (real.code !== 0 || real.data === null) return route.fulfill({ json: real });
    if (!outcomes.has(taskId)) outcomes.set(taskId, 'running');
    await route.fulfill({ json: { ...real, data: dataFor(taskId) } });
  });
  await page.route('**/files/draw/*.svg', async (route) => {
    const taskId = /\/files\/draw\/([\w-]+)\.svg$/.exec(route.request().url())?.[1];
    if (taskId === undefined || outcomes.get(taskId) !== 'success') return route.fallback();
    await route.fulfill({ contentType: 'image/svg+xml', body: drawPicture(prompt) });
  });
  return {
    polls: () => polls,
    finish: (outcome) => {
      for (const taskId of outcomes.keys()) outcomes.set(taskId, outcome);
    },
  };
}
