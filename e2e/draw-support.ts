// The drawing dialog as a visitor reaches it, the slider captcha solved the way a person would
// (look at the pictures to find the gap, then drag the handle there with an unsteady hand; the
// server judges the drag), and drawings that end when the test says so.
import { expect, type Locator, type Page } from '@playwright/test';
import en from '#locales/en/draw.json' with { type: 'json' };
import zh from '#locales/zh/draw.json' with { type: 'json' };
import { taskDetailRequest, taskDetailResponse } from '#content-schema/aiapi.zod.ts';
import { drawPicture } from '#content-service/draw-art.ts';
import { minDragMs } from '#lib/captcha/verdict.ts';
import { findGap, moveToGap } from '#tools/testing/captcha-solver.ts';
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

/** Drags the handle by `distance` px in uneven steps, the pointer wandering up and down. */
async function dragHandle(page: Page, handle: Locator, distance: number) {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the slider handle is not visible');
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  const steps: number[] = [];
  for (let done = 0, step = 1; done < distance; step += 1) {
    done = Math.min(distance, done + 4 + ((step * 7) % 9));
    steps.push(done);
  }
  // A hand takes over half a second; the server asks a drag faster than minDragMs again.
  const pause = Math.max(16, Math.ceil((2 * minDragMs) / steps.length));
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  for (const [index, done] of steps.entries()) {
    const wobble = Math.sin((index + 1) * 1.7) * 2.5 + ((index + 1) % 3) - 1;
    await page.mouse.move(startX + done, startY + wobble);
    // Past the handle's 10 ms throttle, so the last position is the one that counts.
    await page.waitForTimeout(pause);
  }
  await page.mouse.move(startX + distance, startY + 1.5);
  await page.waitForTimeout(40);
  await page.mouse.up();
}

/**
 * Solves the captcha shown in `scope` as a person would: look at the server's two pictures to
 * find the hole (tools/testing/captcha-solver.ts), then drag the handle there by hand.
 */
export async function solveCaptcha(page: Page, scope: Locator, strings: DrawStrings) {
  const handle = scope.getByRole('slider', { name: strings.captcha.handle });
  // Ready once the pictures are in: the handle becomes focusable.
  await expect(handle).toHaveAttribute('tabindex', '0');
  const captcha = handle.locator('xpath=ancestor::*[@data-state][1]');
  const [background = '', piece = ''] = await captcha
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  const gap = await findGap(background, piece);
  // A veiled picture matches its own piece to within its compression; anything else is a wrong
  // guess.
  expect(gap.error, 'the gap matches the piece').toBeLessThan(6);
  await dragHandle(page, handle, moveToGap(gap.x));
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
